/**
 * The estimate as an Excel workbook. exceljs is a chunk of its own, loaded only when an XLSX is asked for.
 * Money cells are numbers in roubles with a rouble format, so the sheet can be summed and edited.
 */
import { type EstimateDocument, unitLabels } from '@glad/domain';
import ExcelJS from 'exceljs';
import {
  blockSubtotalLabel,
  headerLines,
  isToMount,
  PROJECT_BLOCK_NOTE,
  roomLine,
  roomNotes,
  rowName,
  totalLines,
  UNMEASURED_NOTE,
  UNMEASURED_TITLE,
  unmeasuredLines,
} from '../model/document-text';

const MONEY = '#,##0.00 "₽"';
const QUANTITY = '#,##0.##';

export async function estimateXlsx(doc: EstimateDocument): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Гладь';
  book.created = new Date();
  const sheet = book.addWorksheet(doc.title, {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const { showQuantity, showPrices } = doc.layout;
  const heads = ['№', 'Наименование'];
  if (showQuantity) heads.push('Кол-во', 'Ед.');
  if (showPrices) heads.push('Цена', 'Сумма');
  sheet.columns = heads.map((h) => ({
    width: h === 'Наименование' ? 52 : h === '№' ? 6 : h === 'Ед.' ? 8 : 16,
  }));
  const last = heads.length;

  const text = (value: string, bold = false) => {
    const row = sheet.addRow([value]);
    row.getCell(1).font = { bold };
    return row;
  };
  // the amount in the last column, its label right before it
  const amountRow = (label: string, kopecks: number, bold = false) => {
    const cells: (string | number | null)[] = Array.from({ length: last }, () => null);
    cells[Math.max(0, last - 2)] = label;
    cells[last - 1] = kopecks / 100;
    const row = sheet.addRow(cells);
    row.font = { bold };
    row.getCell(last).numFmt = MONEY;
    row.getCell(Math.max(1, last - 1)).alignment = { horizontal: 'right' };
    return row;
  };

  if (doc.header.company) {
    text(doc.header.company.name, true);
    for (const line of doc.header.company.details) text(line);
  }
  const title = text(doc.title, true);
  title.getCell(1).font = { bold: true, size: 16 };
  for (const { label, value } of headerLines(doc)) sheet.addRow([`${label}:`, value]);
  sheet.addRow([]);

  for (const block of doc.blocks) {
    text(block.title, true).getCell(1).font = { bold: true, size: 13 };
    if (block.project) text(PROJECT_BLOCK_NOTE);
    for (const room of block.rooms) {
      text(doc.layout.byRoom ? roomLine(room) : `${room.name}: ${roomLine(room)}`);
      for (const note of roomNotes(room)) text(note);
    }
    const head = sheet.addRow(heads);
    head.font = { bold: true };
    head.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF1F3F5' } };
      cell.border = { bottom: { style: 'thin' } };
    });
    block.rows.forEach((r, i) => {
      const cells: (string | number | null)[] = [i + 1, rowName(r, doc)];
      if (showQuantity) {
        if (r.percent !== null) cells.push(r.percent, '%');
        else cells.push(r.quantity, r.unit ? unitLabels[r.unit] : null);
      }
      if (showPrices && isToMount(r, doc)) cells.push(null, 'к монтажу');
      else if (showPrices)
        cells.push(r.price === null ? null : r.price / 100, r.amount === null ? null : r.amount / 100);
      const row = sheet.addRow(cells);
      if (showQuantity) row.getCell(3).numFmt = QUANTITY;
      if (showPrices) {
        row.getCell(last - 1).numFmt = MONEY;
        row.getCell(last).numFmt = MONEY;
      }
    });
    amountRow(blockSubtotalLabel(block, doc), block.subtotal, true);
    sheet.addRow([]);
  }
  if (doc.unmeasured.length > 0) {
    text(UNMEASURED_TITLE, true).getCell(1).font = { bold: true, size: 13 };
    text(UNMEASURED_NOTE);
    for (const line of unmeasuredLines(doc)) text(line);
    sheet.addRow([]);
  }
  for (const line of totalLines(doc)) amountRow(line.label, line.kopecks, line.strong);
  if (doc.customText) {
    sheet.addRow([]);
    for (const line of doc.customText.split('\n')) text(line);
  }
  if (doc.signatures.length) {
    sheet.addRow([]);
    for (const s of doc.signatures)
      sheet.addRow([`${s.role}:`, `______________________ ${s.name ?? ''}`.trim()]);
  }
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
