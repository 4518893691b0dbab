import type { Faker } from '@faker-js/faker';
import type { UserRecord } from '../types.ts';
import { ApprovalStatus } from '@carsi/sdk/main-models';
import { CORPORATE_EMAIL, CORPORATE_PASSWORD, DEMO_EMAIL, DEMO_PASSWORD } from './members.ts';

export const SEEDED_USER_COUNT = 24;

const SEED_DATE = '2025-01-15T09:00:00.000Z';

function asciiLocal(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ç/g, 'c').replace(/ğ/g, 'g').replace(/ı/g, 'i').replace(/ö/g, 'o').replace(/ş/g, 's').replace(/ü/g, 'u')
    .replace(/[^a-z0-9]/g, '');
}

/** How a question's asker is shown: the initials, masked ("A*** Y***"). */
export const maskedName = (user: Pick<UserRecord, 'firstName' | 'lastName' | 'email'>): string =>
  `${(user.firstName || user.email).charAt(0).toLocaleUpperCase('tr-TR')}*** ${(user.lastName || '*').charAt(0).toLocaleUpperCase('tr-TR')}***`;

function base(id: number, email: string, password: string, firstName: string, lastName: string, phone: string): UserRecord {
  return {
    id,
    email,
    password,
    firstName,
    lastName,
    phone,
    phoneVerified: true,
    accountType: 'INDIVIDUAL',
    announcement: { email: true, call: false, sms: true },
    consents: { eMessage: true, eOffer: false, pPData: true },
    createdAt: SEED_DATE,
  };
}

/** The demo individual (id 1), a corporate demo (id 2, approved) and faker individuals/companies. */
export function seedUsers(faker: Faker): UserRecord[] {
  const users: UserRecord[] = [
    { ...base(1, DEMO_EMAIL, DEMO_PASSWORD, 'Ayşe', 'Yılmaz', '5321234567'), birthDate: '1990-05-14' },
    {
      ...base(2, CORPORATE_EMAIL, CORPORATE_PASSWORD, 'Mehmet', 'Kaya', '5339876543'),
      accountType: 'COMPANY',
      companyType: 'COMPANY',
      companyInformation: {
        companyName: 'Kaya Tekstil Ltd. Şti.', taxAdministration: 'Kadıköy Vergi Dairesi', address: 'Caferağa Mah. Moda Cad. No:12',
        province: 'İstanbul', district: 'Kadıköy', iban: 'TR330006100519786457841326', taxNumber: '1234567890',
      },
      approvalStatus: ApprovalStatus.Approved,
    },
  ];
  for (let id = 3; id <= SEEDED_USER_COUNT; id += 1) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const company = id % 4 === 0;
    const user = base(id, `${asciiLocal(firstName)}.${asciiLocal(lastName)}${id}@carsi.test`, 'Parola1234', firstName, lastName, `5${faker.string.numeric(9)}`);
    if (company) {
      user.accountType = 'COMPANY';
      user.companyType = 'COMPANY';
      const [province, district] = faker.helpers.arrayElement([['İstanbul', 'Beşiktaş'], ['Ankara', 'Çankaya'], ['İzmir', 'Konak'], ['Bursa', 'Nilüfer']] as const);
      user.companyInformation = {
        companyName: `${lastName} ${faker.helpers.arrayElement(['Ticaret A.Ş.', 'Gıda Ltd. Şti.', 'Yapı A.Ş.'])}`,
        taxAdministration: `${district} Vergi Dairesi`,
        address: `${faker.location.street()} No:${faker.number.int({ min: 1, max: 120 })}`,
        province,
        district,
        iban: `TR${faker.string.numeric(24)}`,
        taxNumber: faker.string.numeric(10),
      };
      user.approvalStatus = ApprovalStatus.Approved;
    }
    users.push(user);
  }
  return users;
}
