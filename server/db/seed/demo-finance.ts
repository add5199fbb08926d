/** Demo finance data: a few months of a small centre's money, deterministic so tests can count. */
import type { Row } from '../types';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;

/** A name in English and in Bangla (docs/CONFIG.md, "Reference data in both languages"). */
type Named = [name: string, name_bn: string];

const EXPENSE_TYPES: [Named, Named[]][] = [
  [
    ['Rent', 'ভাড়া'],
    [
      ['Classroom rent', 'শ্রেণিকক্ষ ভাড়া'],
      ['Office rent', 'অফিস ভাড়া'],
    ],
  ],
  [
    ['Utilities', 'ইউটিলিটি'],
    [
      ['Electricity', 'বিদ্যুৎ'],
      ['Internet', 'ইন্টারনেট'],
      ['Water', 'পানি'],
    ],
  ],
  [
    ['Salaries', 'বেতন'],
    [
      ['Office staff', 'অফিস কর্মী'],
      ['Cleaning staff', 'পরিচ্ছন্নতা কর্মী'],
    ],
  ],
  [
    ['Marketing', 'বিপণন'],
    [
      ['Social media ads', 'সোশ্যাল মিডিয়া বিজ্ঞাপন'],
      ['Leaflets', 'লিফলেট'],
    ],
  ],
  [
    ['Supplies', 'সরঞ্জাম'],
    [
      ['Stationery', 'স্টেশনারি'],
      ['Printing', 'মুদ্রণ'],
      ['Books', 'বই'],
    ],
  ],
];

const BANKS: Named[] = [
  ['Dutch-Bangla Bank', 'ডাচ্-বাংলা ব্যাংক'],
  ['BRAC Bank', 'ব্র্যাক ব্যাংক'],
  ['City Bank', 'সিটি ব্যাংক'],
  ['Eastern Bank', 'ইস্টার্ন ব্যাংক'],
];

const PAYMENT_TYPES: Named[] = [
  ['Cash', 'নগদ'],
  ['Bank transfer', 'ব্যাংক ট্রান্সফার'],
  ['Card', 'কার্ড'],
  ['bKash', 'বিকাশ'],
  ['Cheque', 'চেক'],
];

/** The 1st…28th day of the month `monthsAgo` before today, as YYYY-MM-DD. */
function dayOfPastMonth(monthsAgo: number, day: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - monthsAgo);
  d.setUTCDate(day);
  return d.toISOString().slice(0, 10);
}

export async function seedFinance(create: Create): Promise<void> {
  const banks = [];
  for (const [name, name_bn] of BANKS) {
    banks.push(await create('bank', { name, name_bn, is_active: true }));
  }
  const accounts = [
    await create('bank-account', {
      bank_id: banks[0]!.id,
      account_name: 'Academy Operations',
      account_number: '1011100045871',
      branch: 'Dhanmondi',
      opening_balance: '250000.00',
    }),
    await create('bank-account', {
      bank_id: banks[1]!.id,
      account_name: 'Academy Payroll',
      account_number: '1501201776552001',
      branch: 'Gulshan',
      opening_balance: '180000.00',
    }),
    await create('bank-account', {
      bank_id: banks[2]!.id,
      account_name: 'Fees Collection',
      account_number: '2103445589001',
      branch: 'Banani',
      opening_balance: '50000.00',
    }),
  ];
  const paymentTypes = [];
  for (const [index, [name, name_bn]] of PAYMENT_TYPES.entries()) {
    paymentTypes.push(
      await create('payment-type', {
        name,
        name_bn,
        is_active: name !== 'Cheque',
        position: index + 1,
      }),
    );
  }
  const types: [Row, Row[]][] = [];
  for (const [index, [[name, name_bn], subs]] of EXPENSE_TYPES.entries()) {
    const type = await create('expense-type', {
      name,
      name_bn,
      is_active: true,
      position: index + 1,
    });
    const subTypes = [];
    for (const [subName, subNameBn] of subs)
      subTypes.push(
        await create('sub-expense-type', {
          expense_type_id: type.id,
          name: subName,
          name_bn: subNameBn,
          is_active: true,
        }),
      );
    types.push([type, subTypes]);
  }

  // Monthly running costs for the last three months, each paid from the operations account.
  const monthly: [number, number, string][] = [
    [0, 0, '8500.00'],
    [1, 0, '1240.50'],
    [1, 1, '350.00'],
    [2, 0, '6000.00'],
    [3, 0, '780.00'],
    [4, 0, '235.75'],
    [4, 2, '410.00'],
  ];
  for (let monthsAgo = 0; monthsAgo < 3; monthsAgo++) {
    for (const [index, [typeIndex, subIndex, amount]] of monthly.entries()) {
      const [type, subs] = types[typeIndex]!;
      const sub = subs[subIndex]!;
      await create('expense', {
        title: `${String(sub.name)} — ${dayOfPastMonth(monthsAgo, 1).slice(0, 7)}`,
        expense_type_id: type.id,
        sub_expense_type_id: sub.id,
        amount,
        date: dayOfPastMonth(monthsAgo, 3 + index * 3),
        bank_account_id: accounts[0]!.id,
        payment_type_id: paymentTypes[index % 2 === 0 ? 1 : 0]!.id,
        is_active: true,
      });
    }
  }

  const incomes: [string, string, number][] = [
    ['Workshop: SAT strategy weekend', '45000.00', 0],
    ['Room rental to a partner school', '15000.00', 1],
    ['Sale of practice books', '8200.00', 1],
    ['Sponsorship: science fair', '30000.00', 2],
  ];
  for (const [title, amount, monthsAgo] of incomes) {
    await create('additional-income', {
      title,
      amount,
      date: dayOfPastMonth(monthsAgo, 12),
      bank_account_id: accounts[2]!.id,
      payment_type_id: paymentTypes[1]!.id,
    });
  }
  const withdraws: [string, string, number][] = [
    ['Petty cash for the front desk', '1000.00', 0],
    ['Petty cash for the front desk', '1000.00', 1],
    ['Transfer to payroll account', '12000.00', 1],
  ];
  for (const [purpose, amount, monthsAgo] of withdraws) {
    await create('withdraw', {
      purpose,
      amount,
      date: dayOfPastMonth(monthsAgo, 20),
      bank_account_id: accounts[0]!.id,
      is_active: true,
    });
  }
}
