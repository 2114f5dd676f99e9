// What a tax invoice shows (issue #28 Part 1), kept whole when it is issued: New Zealand's taxable supply
// information for the supplier, the recipient and each line, and the totals as the kernel computed them.
// The PDF and the JSON are drawn from this alone, so an invoice reads the same whenever it is fetched,
// whatever changes later to a product, a price, an address or the merchant's settings.

export type InvoiceParty = {
  name: string;
  /** The postal address, one line each ('12 Wharf Street', 'Te Aro', 'Wellington 6011', 'New Zealand'). */
  addressLines: string[];
};

export type InvoiceLine = {
  sku: string;
  /** The line's description as the order kept it (title and option). */
  description: string;
  qty: number;
  unitPriceCents: number;
  /** qty × unit price, excluding GST. */
  amountCents: number;
};

export type InvoiceSnapshot = {
  invoiceNumber: string;
  /** 'YYYY-MM-DD', New Zealand days. */
  issuedOn: string;
  supplyOn: string;
  /** Null when paid by card at the order (its terms then read 'Paid'). */
  dueOn: string | null;
  /** 'Due 20 Jan 2027' or 'Paid by card': the payment terms as shown. */
  terms: string;
  supplier: InvoiceParty & { gstNumber: string };
  recipient: InvoiceParty & { accountNumber: string };
  orderNumber: string;
  purchaseOrderNumber: string | null;
  lines: InvoiceLine[];
  /** Σ line amounts, excluding GST. */
  subTotalCents: number;
  gstCents: number;
  /** GST rate in basis points: 15% is 1500. */
  gstRateBasisPoints: number;
  totalCents: number;
};
