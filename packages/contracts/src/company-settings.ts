import { z } from 'zod';

/**
 * The SMETA_* settings of a company (docs/spec.md §3): what an estimate shows and how it is rounded.
 * Each has a default, a Russian label and a help line for the settings screen.
 */
export const companySettingsSchema = z.object({
  /** Installer price as a percentage of the client price (смета монтажа). */
  SMETA_PROCENT_SOOTNOSHENIE: z.number().min(0).max(100).default(30),
  /** Break the estimate down by room (помещение). */
  SMETA_POM: z.boolean().default(true),
  /** Show the validity line on the estimate. */
  SMETA_EXPIRES: z.boolean().default(true),
  /** Days the estimate stays valid. */
  SMETA_DAY: z.number().int().min(1).max(365).default(14),
  /** Show quantities per line. */
  SMETA_QUAN: z.boolean().default(true),
  /** Show the price of each line (otherwise only totals). */
  SMETA_STOIMOST: z.boolean().default(true),
  /** Round the total. */
  SMETA_ROUND: z.boolean().default(true),
  /** Round the total to this many roubles. */
  SMETA_ROUND_BY: z.union([z.literal(1), z.literal(10), z.literal(50), z.literal(100)]).default(10),
  /** Markup on every line, percent. */
  SMETA_MARKUP: z.number().min(0).max(1000).default(0),
  /** Signature lines for the client and the company. */
  SMETA_SIGN: z.boolean().default(true),
  /** Free text printed at the end of the estimate. */
  SMETA_CUSTOM: z.string().max(5000).default(''),
  /** Print the company name and requisites in the header. */
  SMETA_COMPANY_NAME: z.boolean().default(true),
  /** Print the date the estimate was made. */
  SMETA_DATE_CREATE: z.boolean().default(true),
  /** Print the manager's name and phone. */
  SMETA_MANAGER: z.boolean().default(true),
  /** Where the logo sits in the header. */
  SMETA_PHOTO_POSITION: z.enum(['left', 'right', 'none']).default('left'),
  /** Print each room's sketch. */
  SMETA_SKETCH: z.boolean().default(true),
  /** Compact layout: smaller type, no empty lines. */
  SMETA_COMPACT: z.boolean().default(false),
});

export type CompanySettings = z.infer<typeof companySettingsSchema>;
export type CompanySettingKey = keyof CompanySettings;

export const companySettingsDefaults: CompanySettings = companySettingsSchema.parse({});

export const companySettingLabels: Record<CompanySettingKey, { label: string; help: string }> = {
  SMETA_PROCENT_SOOTNOSHENIE: {
    label: 'Доля монтажника, %',
    help: 'Цена в смете монтажа как процент от цены для клиента, если у позиции не задана своя.',
  },
  SMETA_POM: { label: 'Разбивка по помещениям', help: 'Каждое помещение отдельным блоком со своим итогом.' },
  SMETA_EXPIRES: { label: 'Срок действия', help: 'Печатать строку «Смета действительна до …».' },
  SMETA_DAY: { label: 'Срок действия, дней', help: 'Сколько дней после составления смета действительна.' },
  SMETA_QUAN: { label: 'Количество', help: 'Показывать количество и единицу в каждой строке.' },
  SMETA_STOIMOST: {
    label: 'Цены по строкам',
    help: 'Показывать цену и сумму каждой строки, иначе только итоги.',
  },
  SMETA_ROUND: { label: 'Округлять итог', help: 'Итог сметы округляется вверх до выбранной суммы.' },
  SMETA_ROUND_BY: { label: 'Округлять до, ₽', help: 'Шаг округления итога: 1, 10, 50 или 100 рублей.' },
  SMETA_MARKUP: { label: 'Наценка, %', help: 'Надбавка ко всем строкам сметы для клиента.' },
  SMETA_SIGN: { label: 'Подписи', help: 'Строки для подписи клиента и представителя компании.' },
  SMETA_CUSTOM: {
    label: 'Свой текст',
    help: 'Текст в конце сметы: условия, гарантия, реквизиты для оплаты.',
  },
  SMETA_COMPANY_NAME: {
    label: 'Название и реквизиты',
    help: 'Печатать название компании и реквизиты в шапке.',
  },
  SMETA_DATE_CREATE: { label: 'Дата составления', help: 'Печатать дату составления сметы.' },
  SMETA_MANAGER: { label: 'Менеджер', help: 'Печатать имя и телефон менеджера проекта.' },
  SMETA_PHOTO_POSITION: { label: 'Логотип', help: 'Положение логотипа в шапке: слева, справа или без него.' },
  SMETA_SKETCH: { label: 'Чертежи', help: 'Печатать чертёж каждого помещения с размерами.' },
  SMETA_COMPACT: {
    label: 'Компактно',
    help: 'Мельче шрифт и меньше отступы: смета на меньшем числе листов.',
  },
};
