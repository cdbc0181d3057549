import { describe, expect, it } from 'vitest';
import { publicConfig, serverConfig } from './config.server';

describe('serverConfig', () => {
  it('given an empty environment / it answers the local shop defaults', () => {
    const config = serverConfig({});
    expect(config.commerceGraphqlUrl).toBe('http://127.0.0.1:4000/graphql');
    expect(config.publicCommerceGraphqlUrl).toBe('http://127.0.0.1:4000/graphql');
    expect(config.storefrontUrl).toBe('http://127.0.0.1:3000');
    expect(config.newsletterApiUrl).toBe('http://127.0.0.1:4000/v3/contacts');
    expect(config.regions.map((region) => region.label)).toEqual(['EU', 'Canada', 'USA']);
    expect(config.regions[0]).toEqual({
      label: 'EU',
      href: 'http://127.0.0.1:3000',
      current: true,
    });
    expect(config.supportEmail).toMatch(/^[^@\s]+@[^@\s]+$/);
  });

  it('given every variable / it uses each one', () => {
    const config = serverConfig({
      COMMERCE_GRAPHQL_URL: 'http://commerce.internal:4000/graphql',
      PUBLIC_COMMERCE_GRAPHQL_URL: 'https://api.shop.example/graphql',
      STOREFRONT_URL: 'https://shop.example/',
      REGION_URL_EU: 'https://eu.shop.example',
      REGION_URL_CA: 'https://ca.shop.example',
      REGION_URL_US: 'https://us.shop.example',
      SUPPORT_EMAIL: 'help@shop.example',
      NEWSLETTER_API_URL: 'https://mail.example/v3/contacts',
      NEWSLETTER_API_KEY: 'secret-key',
      FREE_SHIPPING_THRESHOLD: '120',
      SHOP_COUNTRY: 'nl',
    });
    expect(config).toMatchObject({
      commerceGraphqlUrl: 'http://commerce.internal:4000/graphql',
      publicCommerceGraphqlUrl: 'https://api.shop.example/graphql',
      storefrontUrl: 'https://shop.example',
      regions: [
        { label: 'EU', href: 'https://eu.shop.example', current: true },
        { label: 'Canada', href: 'https://ca.shop.example' },
        { label: 'USA', href: 'https://us.shop.example' },
      ],
      supportEmail: 'help@shop.example',
      newsletterApiUrl: 'https://mail.example/v3/contacts',
      newsletterApiKey: 'secret-key',
      freeShippingThreshold: 120,
      shopCountry: 'NL',
    });
  });

  it('given no market, or one the shop does not ship to / checkout starts in Germany', () => {
    expect(serverConfig({}).shopCountry).toBe('DE');
    expect(serverConfig({ SHOP_COUNTRY: 'US' }).shopCountry).toBe('DE');
  });

  it('given a free-shipping threshold that is not a positive amount / there is none', () => {
    for (const value of ['', 'free', '-5', '0', 'Infinity']) {
      expect(serverConfig({ FREE_SHIPPING_THRESHOLD: value }).freeShippingThreshold).toBeNull();
    }
  });

  it('given blank variables / it keeps the defaults', () => {
    expect(serverConfig({ STOREFRONT_URL: '  ', SUPPORT_EMAIL: '' })).toEqual(serverConfig({}));
  });

  it('given the generic PORT of the commerce server / it does not read it', () => {
    expect(serverConfig({ PORT: '4000' }).storefrontUrl).toBe('http://127.0.0.1:3000');
  });

  it('given no STOREFRONT_URL / it is where the storefront listens, never a request’s host', () => {
    expect(serverConfig({ STOREFRONT_PORT: '8080' }).storefrontUrl).toBe('http://127.0.0.1:8080');
    expect(
      serverConfig({ STOREFRONT_HOST: 'shop.internal', STOREFRONT_PORT: '80' }).storefrontUrl,
    ).toBe('http://shop.internal');
    expect(serverConfig({ STOREFRONT_HOST: '0.0.0.0' }).storefrontUrl).toBe(
      'http://127.0.0.1:3000',
    );
    expect(serverConfig({ STOREFRONT_HOST: '::1' }).storefrontUrl).toBe('http://[::1]:3000');
  });

  it('given STOREFRONT_ALLOWED_HOSTS / it lists each host in lower case', () => {
    expect(
      serverConfig({ STOREFRONT_ALLOWED_HOSTS: ' LB.internal, 10.0.0.7:3000 ,' }).allowedHosts,
    ).toEqual(['lb.internal', '10.0.0.7:3000']);
    expect(serverConfig({}).allowedHosts).toEqual([]);
  });

  it('given production / loopback hosts are answered only while the storefront URL is on loopback', () => {
    expect(serverConfig({}).answersLoopback).toBe(true);
    expect(serverConfig({ NODE_ENV: 'production' }).answersLoopback).toBe(true);
    expect(
      serverConfig({ NODE_ENV: 'production', STOREFRONT_URL: 'http://localhost:3000' })
        .answersLoopback,
    ).toBe(true);
    expect(
      serverConfig({ NODE_ENV: 'production', STOREFRONT_URL: 'https://shop.example' })
        .answersLoopback,
    ).toBe(false);
    expect(serverConfig({ STOREFRONT_URL: 'https://shop.example' }).answersLoopback).toBe(true);
  });
});

describe('publicConfig', () => {
  it('given the full configuration / it leaves out the newsletter endpoint and key', () => {
    const shown = publicConfig(serverConfig({ NEWSLETTER_API_KEY: 'secret-key' }));
    expect(Object.keys(shown).sort()).toEqual([
      'publicCommerceGraphqlUrl',
      'regions',
      'shopCountry',
      'storefrontUrl',
      'supportEmail',
    ]);
    expect(JSON.stringify(shown)).not.toContain('secret-key');
  });
});
