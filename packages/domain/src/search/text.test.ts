import { describe, expect, it } from 'vitest';
import {
  compileSearch,
  foldRu,
  isPhoneQuery,
  phoneMatches,
  phoneSearchDigits,
  recordSearchWords,
  searchRecords,
  searchSpecs,
  searchWords,
} from './text.js';

const clients = [
  {
    id: 1,
    name: 'Пётр Ёлкин',
    adresa: 'ул. Садовая-Кудринская, д. 5',
    phone: '+7 (999) 123-45-67',
    notes: '',
  },
  {
    id: 2,
    name: 'ООО «Светлый дом»',
    adresa: 'пр-т Мира 12',
    phone: '8 812 555 01 02',
    notes: 'звонить после 18',
  },
  { id: 3, name: 'Анна Петрова', adresa: 'Кудрово', phone: '', notes: 'Натяжной потолок в детской' },
];

describe('Russian word-start search', () => {
  it('folds case and reads ё as е', () => {
    expect(foldRu('ЁЛКА Ёж')).toBe('елка еж');
    expect(searchWords('Садовая-Кудринская, д.5')).toEqual(['садовая', 'кудринская', 'д', '5']);
  });

  it('finds by the start of any word of the named fields, every query word matching', () => {
    const ids = (q: string) => searchRecords(clients, q, searchSpecs.clients).map((c) => c.id);
    expect(ids('петр')).toEqual([1, 3]);
    expect(ids('ЁЛК')).toEqual([1]);
    expect(ids('елкин петр')).toEqual([1]);
    expect(ids('кудр')).toEqual([1, 3]);
    expect(ids('светл')).toEqual([2]);
    expect(ids('етр')).toEqual([]);
    expect(ids('мира 12')).toEqual([2]);
    expect(ids('потолок детск')).toEqual([3]);
    expect(ids('потолок кухн')).toEqual([]);
    expect(ids('   ')).toEqual([1, 2, 3]);
  });

  it('searches nested fields of projects', () => {
    const projects = [
      { id: 1, name: 'Кухня', client: 'Иванов', client_properties: { phone: '89161234567', notes: 'Дача' } },
      { id: 2, name: 'Зал', client: 'Сидоров', client_properties: { phone: '', notes: '' } },
    ];
    const match = compileSearch('дача', searchSpecs.projects);
    expect(projects.filter(match).map((p) => p.id)).toEqual([1]);
    expect(searchRecords(projects, '+7 916 123', searchSpecs.projects).map((p) => p.id)).toEqual([1]);
    expect(searchRecords(projects, 'сидор', searchSpecs.projects).map((p) => p.id)).toEqual([2]);
  });

  it('finds a project by its own work address and notes', () => {
    const empty = { phone: '', notes: '' };
    const projects = [
      { id: 1, name: 'Кухня', client: '', adresa: 'ул. Садовая, 3', notes: '', client_properties: empty },
      { id: 2, name: 'Зал', client: '', adresa: '', notes: 'Ключи у соседки', client_properties: empty },
    ];
    expect(searchRecords(projects, 'садов', searchSpecs.projects).map((p) => p.id)).toEqual([1]);
    expect(searchRecords(projects, 'соседк', searchSpecs.projects).map((p) => p.id)).toEqual([2]);
  });
});

describe('phone search by digits', () => {
  it('reads every usual way of writing a Russian number the same', () => {
    for (const raw of [
      '+7 (999) 123-45-67',
      '89991234567',
      '8-999-123-45-67',
      '9991234567',
      '7 999 1234567',
    ]) {
      expect(phoneSearchDigits(raw)).toBe('79991234567');
    }
    expect(phoneSearchDigits('12-34-56')).toBe('123456');
  });

  it('treats 8 and +7 at the start as the same prefix, and finds digits anywhere', () => {
    const phone = '+7 (999) 123-45-67';
    expect(phoneMatches(phone, '8999')).toBe(true);
    expect(phoneMatches(phone, '+7 999 12')).toBe(true);
    expect(phoneMatches(phone, '8 (999) 123-45-67')).toBe(true);
    expect(phoneMatches(phone, '123-45')).toBe(true);
    expect(phoneMatches(phone, '4567')).toBe(true);
    expect(phoneMatches(phone, '8998')).toBe(false);
    expect(phoneMatches(phone, '12')).toBe(false);
    expect(phoneMatches('8 812 555 01 02', '812')).toBe(true);
    expect(phoneMatches('', '812')).toBe(false);
  });

  it('finds clients by phone whatever the query formatting', () => {
    const ids = (q: string) => searchRecords(clients, q, searchSpecs.clients).map((c) => c.id);
    expect(isPhoneQuery('8 (999) 123')).toBe(true);
    expect(isPhoneQuery('дом 5')).toBe(false);
    expect(ids('8 (999) 123')).toEqual([1]);
    expect(ids('+7 812 555')).toEqual([2]);
    expect(ids('555-01')).toEqual([2]);
    // short numbers are words too: the house number of 1 and the «555» of 2's phone
    expect(ids('5')).toEqual([1, 2]);
    expect(ids('0102')).toEqual([2]);
  });

  it('lists the words a record is found by, phones as digits', () => {
    expect(recordSearchWords(clients[0], searchSpecs.clients)).toEqual([
      'петр',
      'елкин',
      'ул',
      'садовая',
      'кудринская',
      'д',
      '5',
      '7',
      '999',
      '123',
      '45',
      '67',
      '79991234567',
    ]);
  });
});
