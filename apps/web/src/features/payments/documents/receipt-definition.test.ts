import { describe, expect, it } from 'vitest';
import { companyLines, receiptPdfDefinition, receiptTitle } from './receipt-definition';

const data = {
  id: 4021,
  date: '2026-11-20',
  amount: 30_000_00,
  kind: 'predoplata' as const,
  method: 'karta' as const,
  note: 'Задаток',
  company: {
    name: 'Потолки Плюс',
    adres: 'г. Казань, ул. Баумана, 1',
    phone: '+7 900 000-00-00',
    requisites: { legalName: 'ООО «Потолки Плюс»', inn: '1655000000', kpp: '', bik: '049205603' },
  },
  clientName: 'Анна Петрова',
  projectName: 'Квартира на Садовой',
  recordedBy: 'Ольга Смирнова',
};

describe('payment receipt', () => {
  it('prints the company with every requisite it filled in, and none it left empty', () => {
    expect(companyLines(data.company)).toEqual([
      'г. Казань, ул. Баумана, 1',
      'Тел.: +7 900 000-00-00',
      'Юридическое название: ООО «Потолки Плюс»',
      'ИНН: 1655000000',
      'БИК: 049205603',
    ]);
  });

  it('names the document, the payer, the sum in roubles and who took the money', () => {
    expect(receiptTitle(data)).toBe('Приходный документ № 4021 от 20.11.2026');
    expect(receiptTitle({ ...data, kind: 'vozvrat' })).toBe('Документ о возврате денег № 4021 от 20.11.2026');
    const text = JSON.stringify(receiptPdfDefinition(data));
    for (const part of [
      'Принято от',
      'Анна Петрова',
      'Квартира на Садовой',
      'Предоплата',
      'Карта',
      'Задаток',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/30\s000,00\s₽/);
    expect(text).toContain('Принял(а): ____________________ Ольга Смирнова');
    expect(JSON.stringify(receiptPdfDefinition({ ...data, kind: 'vozvrat' }))).toContain('Выдано');
  });
});
