/**
 * The company's own running costs over the last month (projectid 0). Materials and the installers' pay
 * are the projects' own expenses, taken from their estimates when the demo is made.
 */
export interface ExpensePlan {
  /** days back from the demo's day */
  ago: number;
  category: string;
  /** kopecks */
  amount: number;
  note: string;
}

const rub = (roubles: number) => roubles * 100;

export const companyExpenses: readonly ExpensePlan[] = [
  { ago: 27, category: 'Аренда', amount: rub(45_000), note: 'Склад на Складочной, за месяц' },
  { ago: 24, category: 'Реклама', amount: rub(18_000), note: 'Яндекс Директ, пополнение' },
  { ago: 20, category: 'Налоги', amount: rub(38_400), note: 'УСН, авансовый платёж' },
  { ago: 16, category: 'Реклама', amount: rub(4_500), note: 'Авито, продвижение объявлений' },
  { ago: 12, category: 'Транспорт', amount: rub(6_200), note: 'Бензин, «Ларгус» замерщика' },
  { ago: 9, category: 'Прочее', amount: rub(9_990), note: 'Лазерный дальномер для замеров' },
  { ago: 5, category: 'Транспорт', amount: rub(5_850), note: 'Бензин, машина монтажников' },
  { ago: 3, category: 'Прочее', amount: rub(2_400), note: 'Связь и интернет, офис' },
];

/** Materials are bought this many days after a project is opened (once its estimate is approved). */
export const MATERIALS_AFTER_DAYS = 4;
/** The installers are paid this many days after a finished project was opened. */
export const PAY_AFTER_DAYS = 20;
