/** Sample account and order data for the stories of the account, order and checkout pieces. */

export const sampleAddress = {
  firstName: 'Anna',
  lastName: 'Keller',
  company: 'Keller Labs BV',
  country: 'NL',
  address1: 'Kanaalweg 12',
  city: 'Leiden',
  postcode: '2311 AB',
  phone: '(612) 345-6789',
  email: 'anna@kellerlabs.nl',
};

export const sampleShippingAddress = {
  firstName: 'Anna',
  lastName: 'Keller',
  company: '',
  country: 'DE',
  address1: 'Laborstraße 4',
  city: 'Berlin',
  postcode: '10115',
  phone: '',
  email: '',
};

export const sampleLines = [
  { id: 'l1', name: 'BPC-157 5 mg', quantity: 2, total: 79.98 },
  { id: 'l2', name: 'Bacteriostatic Water 30 ml', quantity: 1, total: 12.5 },
  {
    id: 'l3',
    name: 'GHK-Cu Copper Peptide Lyophilised Research Powder, High Purity, Third-Party Tested Batch',
    quantity: 1,
    total: 64,
  },
];

export const sampleOrders = [
  { id: 'b3JkZXI6MTA0Mg==', date: '2026-03-14T10:22:00', status: 'PROCESSING', total: 171.48 },
  { id: 'b3JkZXI6MTAzNw==', date: '2026-02-02T08:05:00', status: 'COMPLETED', total: 54 },
  { id: 'b3JkZXI6MTAxMQ==', date: '2025-12-19T16:40:00', status: 'CANCELLED', total: 12.5 },
];

export const sampleOrder = {
  id: 'b3JkZXI6MTA0Mg==',
  date: '2026-03-14T10:22:00',
  status: 'PROCESSING',
  email: 'anna@kellerlabs.nl',
  lines: sampleLines,
  subtotal: 156.48,
  shippingTotal: 15,
  total: 171.48,
  billing: sampleAddress,
  shipping: sampleShippingAddress,
};
