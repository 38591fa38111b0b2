import { describe, expect, it } from 'vitest';
import { paymentQrText } from './payment-qr.js';

describe('paymentQrText (ГОСТ Р 56042-2014)', () => {
  it('starts with ST00012, the required keys first, the sum in kopecks', () => {
    expect(
      paymentQrText({
        name: 'ООО «Гладь»',
        personalAcc: '40702810900000000001',
        bankName: 'АО «Банк»',
        bic: '044525000',
        correspAcc: '30101810400000000225',
        sum: 2673_00,
        purpose: 'Оплата по счёту № 7',
        payeeInn: '7700000000',
        kpp: '770001001',
      }),
    ).toBe(
      'ST00012|Name=ООО «Гладь»|PersonalAcc=40702810900000000001|BankName=АО «Банк»|BIC=044525000|' +
        'CorrespAcc=30101810400000000225|Sum=267300|Purpose=Оплата по счёту № 7|PayeeINN=7700000000|KPP=770001001',
    );
  });

  it('keeps the separator out of values and leaves empty keys out', () => {
    const text = paymentQrText({
      name: 'ИП Иванов | Потолки',
      personalAcc: '1',
      bankName: 'Банк\nФилиал',
      bic: '2',
      correspAcc: '3',
      kpp: '',
    });
    expect(text).toBe('ST00012|Name=ИП Иванов Потолки|PersonalAcc=1|BankName=Банк Филиал|BIC=2|CorrespAcc=3');
  });
});
