import { describe, expect, it } from 'vitest';
import { visitorKey } from '../../../worker/lib/visitor';

describe('who a per-person limit counts', () => {
  it('one /64 is one visitor, however its address is written', () => {
    const same = [
      '2001:db8::1',
      '2001:db8:0:0:1::',
      '2001:0DB8:0000:0000:ffff::9',
      '2001:db8:0:0::42',
      ' 2001:db8::7 ',
      'fe80::1%eth0'.replace('fe80', '2001:db8'),
    ].map(visitorKey);
    expect(new Set(same)).toEqual(new Set(['2001:db8:0:0::/64']));
  });

  it('another /64 is another visitor; IPv4 addresses are their own, also written as IPv6', () => {
    expect(visitorKey('2001:db8:0:1::1')).not.toBe(visitorKey('2001:db8::1'));
    expect(visitorKey('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorKey('203.0.113.8')).not.toBe(visitorKey('203.0.113.7'));
    expect(visitorKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(visitorKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('no address (a local run) is no visitor', () => {
    expect(visitorKey(undefined)).toBeNull();
    expect(visitorKey('')).toBeNull();
    expect(visitorKey('   ')).toBeNull();
  });
});
