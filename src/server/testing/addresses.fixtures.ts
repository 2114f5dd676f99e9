// Shipping and billing details a buyer types at checkout, shared by the cart, checkout, orders and
// payments tests; FULL_ADDRESS is how an order stores SHIPPING in one line (orders/full-address.ts).
import type { BillingInfo, ShippingInfo } from '../../shared/schemas/addresses.ts';

export const SHIPPING: ShippingInfo = {
  first_name: 'Ana',
  last_name: 'Ngata',
  company: 'Sunrise Care Home',
  phone: '021 555 0101',
  email: 'ana@sunrise.example',
  line_1: '12 Harbour Road',
  line_2: 'Unit 3',
  suburb: 'Devonport',
  city: 'Auckland',
  region_id: 2,
  country_id: 155,
  post_code: '0624',
  notes: 'Leave at reception',
  purchase_order_no: 'PO-7788',
};

export const BILLING: BillingInfo = {
  first_name: 'Accounts',
  last_name: 'Payable',
  company: 'Sunrise Care Home',
  phone: '09 555 0102',
  email: 'accounts@sunrise.example',
  line_1: 'PO Box 44',
  line_2: '',
  suburb: 'Takapuna',
  city: 'Auckland',
  region_id: 2,
  country_id: 155,
  post_code: '0740',
};

export const FULL_ADDRESS = '12 Harbour Road, Unit 3, Devonport, Auckland, 0624, Auckland, New Zealand';
