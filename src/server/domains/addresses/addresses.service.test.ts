import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors.ts';
import { createAccountWithUser } from '../../testing/factories.ts';
import { later, useTestApp } from '../../testing/suite.ts';

const street = (line1: string) => ({ line1, suburb: 'Remuera', city: 'Auckland', postCode: '1050', countryId: 155, regionId: 2 });

describe('addresses service', () => {
  const testApp = useTestApp(({ app }) => ({ addresses: app.services.addresses }));
  const addresses = later(() => testApp.addresses);

  it("makes an account's first address primary and keeps exactly one primary, listed first", async () => {
    const { accountId } = await createAccountWithUser(testApp);
    const first = await addresses.addAddress(accountId, street('1 First St'));
    expect(first).toMatchObject({ isPrimary: true, country: { id: 155, title: 'New Zealand' }, region: { id: 2, name: 'Auckland' } });
    await addresses.addAddress(accountId, street('2 Second St'));
    await addresses.addAddress(accountId, { ...street('3 Third St'), isPrimary: true });
    const listed = await addresses.listAddresses(accountId);
    expect(listed.map((address) => [address.line1, address.isPrimary])).toEqual([
      ['3 Third St', true],
      ['1 First St', false],
      ['2 Second St', false],
    ]);
  });

  it('keeps accounts apart', async () => {
    const one = await createAccountWithUser(testApp);
    const two = await createAccountWithUser(testApp);
    await addresses.addAddress(one.accountId, street('1 Mine St'));
    expect(await addresses.listAddresses(two.accountId)).toEqual([]);
  });

  it('stores the optional fields and an integration code', async () => {
    const { accountId } = await createAccountWithUser(testApp);
    const added = await addresses.addAddress(accountId, { ...street('4 Synced St'), line2: 'Rear', phone: '09 1', integrationCode: 'ERP-1', regionId: 0 });
    expect(added).toMatchObject({ line2: 'Rear', phone: '09 1', integrationCode: 'ERP-1', region: null });
  });

  it('refuses an unknown country and a region of another country', async () => {
    const { accountId } = await createAccountWithUser(testApp);
    await expect(addresses.addAddress(accountId, { ...street('5 Nowhere'), countryId: 1 })).rejects.toThrow(ValidationError);
    await expect(addresses.addAddress(accountId, { ...street('6 Nowhere'), countryId: 13, regionId: 2 })).rejects.toThrow('The selected region is invalid.');
    expect(await addresses.listAddresses(accountId)).toEqual([]);
  });

  it('checks a location and names the field with the prefix', async () => {
    expect(await addresses.checkLocation({ countryId: 155, regionId: 16 })).toEqual({});
    expect(await addresses.checkLocation({ countryId: 155, regionId: 0 })).toEqual({});
    expect(await addresses.checkLocation({ countryId: 13, regionId: 107 })).toEqual({});
    expect(await addresses.checkLocation({ countryId: 226, regionId: 0 })).toEqual({});
    expect(await addresses.checkLocation({ countryId: 0, regionId: 0 }, 'x.')).toEqual({ 'x.country_id': 'The selected country is invalid.' });
    expect(await addresses.checkLocation({ countryId: 155, regionId: 101 }, 'x.')).toEqual({ 'x.region_id': 'The selected region is invalid.' });
  });

  it('lists New Zealand first with its 16 regions', async () => {
    const countries = await addresses.listCountries();
    expect(countries[0]).toMatchObject({ id: 155, title: 'New Zealand' });
    expect(countries[0]?.regions).toHaveLength(16);
    expect(countries.map((country) => country.title)).toContain('Australia');
  });
});
