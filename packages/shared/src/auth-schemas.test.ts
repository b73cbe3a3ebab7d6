import { describe, expect, it } from 'vitest';
import { companyRegistration, fieldErrors, registerUserBody, resetPasswordBody } from './auth-schemas.ts';

const valid = {
  email: ' Ann.Lee@Example.com ',
  password: 'Harbour-Lantern-42',
  confirmPassword: 'Harbour-Lantern-42',
  firstName: 'Ann',
  lastName: 'Lee',
  phoneNumber: '+44 20 7946 0958',
  captchaToken: 'x',
};

describe('registerUserBody', () => {
  it('normalises the email and keeps the rest', () => {
    const parsed = registerUserBody.parse(valid);
    expect(parsed.email).toBe('ann.lee@example.com');
    expect(parsed.phoneNumber).toBe('+44 20 7946 0958');
  });

  it('reports every broken field by name', () => {
    const result = registerUserBody.safeParse({ ...valid, email: 'nope', confirmPassword: 'other', firstName: '<b>Ann</b>', phoneNumber: 'call me' });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.email).toEqual(['Enter a valid email address.']);
    expect(errors.confirmPassword).toEqual(['Passwords do not match.']);
    expect(errors.firstName).toEqual(['First name must not contain < or >.']);
    expect(errors.phoneNumber?.[0]).toMatch(/valid phone number/);
  });

  it('refuses an invitation id that is not a uuid', () => {
    const result = registerUserBody.safeParse({ ...valid, invitationId: '42' });
    expect(fieldErrors(result.error!).invitationId).toEqual(['The invitation link is not valid.']);
  });
});

describe('resetPasswordBody', () => {
  it('applies the password policy against the email', () => {
    const result = resetPasswordBody.safeParse({ email: 'sam.hill@example.com', password: 'sam.hill@example.com', confirmPassword: 'sam.hill@example.com', code: 'abc' });
    expect(fieldErrors(result.error!).password).toContain('Password must not be your email address.');
  });
});

describe('companyRegistration', () => {
  it('needs a name and a size and a full website address', () => {
    const result = companyRegistration.safeParse({ name: '', website: 'example', size: 'huge' });
    const errors = fieldErrors(result.error!);
    expect(Object.keys(errors).sort()).toEqual(['name', 'size', 'website']);
  });
});
