/** A member who applied for a company profile with the tax certificate; the administrator has not approved it yet. */
import { defineScenario } from './kit.ts';

export default defineScenario({
  name: 'company-awaiting-approval',
  summary:
    'A member who sent a company profile (Aksoy Seramik Ltd. Şti.) with its tax certificate an hour ago: approvalStatus 1 ' +
    '(awaiting the administrator) and still an individual account, approved 48 hours later rather than after 3 s.',
  signIn: 'selin',
  members: [
    {
      key: 'selin', email: 'selin.aksoy@carsi.test', password: 'Firma1234', firstName: 'Selin', lastName: 'Aksoy', phone: '5303334455', token: 'carsi-company-pending-token-001',
      joinedDaysAgo: 120,
      companyApplication: {
        companyName: 'Aksoy Seramik Ltd. Şti.', taxAdministration: 'Üsküdar Vergi Dairesi', address: 'Altunizade Mah. Kuşbakışı Cad. No:8',
        province: 'İstanbul', district: 'Üsküdar', iban: 'TR460006400000112345678901', approvedInHours: 48,
      },
    },
  ],
});
