import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/staff-permissions.ts';
import { ADMIN_NAV, isOnScreen, isWithin, navGroupsFor } from './admin-nav.ts';

const shape = (role: StaffRole) => navGroupsFor(role).map((group) => `${group.label}: ${group.items.map((item) => item.label).join(', ')}`);

describe('navGroupsFor', () => {
  it("puts an owner's 21 screens in five groups, each screen once", () => {
    expect(shape('owner')).toEqual([
      'Orders: Orders, Returns, Reports',
      'Customers: Applications, Accounts, Invoices, Address requests, Customer groups',
      'Catalogue: Products, Categories, Catalogue import, Price lists, Price check',
      'Content: Content, Testimonials, Customer logos',
      'Settings: Staff, Audit log, Delivery zones, API keys, Webhooks',
    ]);
    expect(new Set(ADMIN_NAV.map((item) => item.to)).size).toBe(21);
  });

  it('leaves out what a role may not use, and a group left empty', () => {
    expect(shape('staff')).toEqual([
      'Orders: Orders, Returns, Reports',
      'Customers: Applications, Accounts, Invoices, Address requests, Customer groups',
      'Catalogue: Products, Categories, Catalogue import, Price lists, Price check',
      'Content: Content, Testimonials, Customer logos',
      'Settings: Audit log, Delivery zones',
    ]);
    expect(shape('warehouse')).toEqual(['Orders: Orders']);
  });
});

describe('isWithin', () => {
  it('holds a screen and its pages, not a screen whose address merely starts the same', () => {
    expect(isWithin('/admin/orders', '/admin/orders')).toBe(true);
    expect(isWithin('/admin/orders/42', '/admin/orders')).toBe(true);
    expect(isWithin('/admin/orders-export', '/admin/orders')).toBe(false);
    expect(isWithin('/admin/content-pages/about-us', '/admin/content')).toBe(false);
  });
});

describe('isOnScreen', () => {
  it('counts a footer page as the Content screen', () => {
    const content = ADMIN_NAV.find((item) => item.label === 'Content')!;
    expect(isOnScreen('/admin/content-pages/about-us', content)).toBe(true);
    expect(isOnScreen('/admin/customer-logos', content)).toBe(false);
  });
});
