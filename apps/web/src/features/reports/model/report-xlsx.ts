import type { ReportAnswer } from '@glad/contracts';
import { formatDate } from '@glad/domain';
import ExcelJS from 'exceljs';
import { reportTables } from './report-tables';

/** The report's tables as a workbook, one sheet each; money in roubles with the rouble format. */
export async function reportWorkbook(report: ReportAnswer): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Гладь';
  for (const table of reportTables(report)) {
    const sheet = book.addWorksheet(table.title.slice(0, 31));
    sheet.addRow([`${table.title}: ${formatDate(report.from)} — ${formatDate(report.to)}`]).font = {
      bold: true,
    };
    sheet.addRow(table.columns).font = { bold: true };
    for (const row of table.rows) {
      const added = sheet.addRow(
        row.map((cell) => ('text' in cell ? cell.text : 'money' in cell ? cell.money / 100 : cell.number)),
      );
      row.forEach((cell, i) => {
        if ('money' in cell) added.getCell(i + 1).numFmt = '#,##0.00 "₽"';
      });
    }
    table.columns.forEach((_, i) => {
      sheet.getColumn(i + 1).width = i === 0 ? 32 : 18;
    });
  }
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
