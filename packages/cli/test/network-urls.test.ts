import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { networkUrls } from '../src/network-urls.js';

const nic = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

describe('networkUrls: where friends on other machines reach the server', () => {
  const interfaces = {
    lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
    eth0: [nic('192.168.1.20', 'IPv4', false), nic('fe80::1', 'IPv6', false)],
    wlan0: [nic('10.0.0.7', 'IPv4', false)],
  };

  it('lists every external IPv4 address with the port, for a server on every interface', () => {
    expect(networkUrls(interfaces, 'http://localhost:3000', '0.0.0.0')).toEqual([
      'http://192.168.1.20:3000',
      'http://10.0.0.7:3000',
    ]);
    expect(networkUrls(interfaces, 'http://localhost:4123', '::')).toEqual([
      'http://192.168.1.20:4123',
      'http://10.0.0.7:4123',
    ]);
  });

  it('lists none for a server on one interface: its own URL is the one to share', () => {
    expect(networkUrls(interfaces, 'http://127.0.0.1:3000', '127.0.0.1')).toEqual([]);
    expect(networkUrls({ lo: interfaces.lo }, 'http://localhost:3000', '0.0.0.0')).toEqual([]);
  });
});
