import type { CustomerServiceEntry, Promotions } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { customerServiceUrl, inviteDestination, memberCentreAction } from './member-rules.ts';
import type { SessionInfo } from './session.ts';

const session = (type: number): SessionInfo => ({ token: 't', merchantCode: 'demo', userName: 'u', type });
const promotions = (referral: boolean): Promotions => ({
  REFERRAL: { enabled: referral },
  MISSION: { enabled: false },
  LOGIN: { enabled: false },
});
const service: CustomerServiceEntry[] = [{ csType: '3', path: btoa('https://help.example') }];

describe('invite rule', () => {
  it('sends agents (type above 0) to agent registration', () => {
    expect(inviteDestination(session(1), promotions(true), service)).toEqual({
      kind: 'route',
      path: '/m/agentRegister',
    });
  });

  it('sends others to invite friends when the REFERRAL promo is on', () => {
    for (const who of [undefined, session(0), session(4), session(40)]) {
      expect(inviteDestination(who, promotions(true), service)).toEqual({
        kind: 'route',
        path: '/m/inviteFriends',
      });
    }
  });

  it('otherwise opens customer service, or nothing when none is configured', () => {
    expect(inviteDestination(session(0), promotions(false), service)).toEqual({
      kind: 'external',
      url: 'https://help.example',
    });
    expect(inviteDestination(undefined, promotions(false), [])).toEqual({ kind: 'none' });
    const onSite: CustomerServiceEntry[] = [{ csType: '3', path: btoa('/m/feedback') }];
    expect(inviteDestination(undefined, promotions(false), onSite)).toEqual({
      kind: 'route',
      path: '/m/feedback',
    });
  });
});

describe('member centre rule', () => {
  it('guests log in, free accounts are prompted, real members enter', () => {
    expect(memberCentreAction(undefined)).toBe('login');
    expect(memberCentreAction(session(4))).toBe('register-prompt');
    for (const type of [0, 1, 2]) expect(memberCentreAction(session(type))).toBe('enter');
  });
});

describe('customer service link', () => {
  it('decodes the base64 path and follows only paths of this site and web, mail and phone links', () => {
    expect(customerServiceUrl(service, '3')).toBe('https://help.example');
    expect(customerServiceUrl([{ csType: '3', path: btoa('/m/feedback') }], '3')).toBe('/m/feedback');
    expect(customerServiceUrl([{ csType: '3', path: btoa('//evil.example') }], '3')).toBeUndefined();
    expect(customerServiceUrl([{ csType: '3', path: btoa('javascript:alert(1)') }], '3')).toBeUndefined();
    expect(customerServiceUrl([{ csType: '3', path: '%%%' }], '3')).toBeUndefined();
    expect(customerServiceUrl(service, 'LIVECHAT')).toBeUndefined();
  });
});
