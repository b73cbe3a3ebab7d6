import { required } from '@talentmatch/shared/required';
import { describe, expect, it } from 'vitest';
import { companyRegistration, fieldErrors, registerUserBody, resetPasswordBody } from './auth-schemas.ts';
import { companyProfileBody } from './companies.ts';

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
    const result = registerUserBody.safeParse({
      ...valid,
      email: 'nope',
      confirmPassword: 'other',
      firstName: '<b>Ann</b>',
      phoneNumber: 'call me',
    });
    expect(result.success).toBe(false);
    const errors = fieldErrors(required(result.error));
    expect(errors.email).toEqual(['Enter a valid email address.']);
    expect(errors.confirmPassword).toEqual(['Passwords do not match.']);
    expect(errors.firstName).toEqual(['First name must not contain < or >.']);
    expect(errors.phoneNumber?.[0]).toMatch(/valid phone number/);
  });

  it('refuses an invitation id that is not a uuid', () => {
    const result = registerUserBody.safeParse({ ...valid, invitationId: '42' });
    expect(fieldErrors(required(result.error)).invitationId).toEqual(['The invitation link is not valid.']);
  });
});

describe('resetPasswordBody', () => {
  it('applies the password policy against the email', () => {
    const result = resetPasswordBody.safeParse({
      email: 'sam.hill@example.com',
      password: 'sam.hill@example.com',
      confirmPassword: 'sam.hill@example.com',
      code: 'abc',
    });
    expect(fieldErrors(required(result.error)).password).toContain('Password must not be your email address.');
  });
});

describe('companyRegistration', () => {
  it('needs a name and a size and a full website address', () => {
    const result = companyRegistration.safeParse({ name: '', website: 'example', size: 'huge' });
    const errors = fieldErrors(required(result.error));
    expect(Object.keys(errors).sort()).toEqual(['name', 'size', 'website']);
  });

  it('takes a website without its scheme and adds https://', () => {
    const parse = (website: string) => companyRegistration.parse({ name: 'Quill Labs', website, size: '1-10' }).website;
    expect(parse('quill-labs.example.com')).toBe('https://quill-labs.example.com');
    expect(parse(' quill-labs.example.com/careers ')).toBe('https://quill-labs.example.com/careers');
    expect(parse('http://quill-labs.example.com')).toBe('http://quill-labs.example.com');
    expect(parse('')).toBe('');
    for (const bad of ['ftp://quill.example.com', 'javascript://x.y', 'quill labs.com', 'localhost']) {
      expect(companyRegistration.safeParse({ name: 'Quill Labs', website: bad, size: '1-10' }).success, bad).toBe(false);
    }
  });
});

describe('company text: one rule at registration and on edit', () => {
  const html = { name: 'Acme <b>Corp</b>', description: '<img src=x onerror=alert(1)>', industry: '<i>x</i>', location: '<a href=x>y</a>' };

  it('refuses HTML in every text field of both bodies with the same messages', () => {
    const registration = companyRegistration.safeParse({ ...html, size: '1-10' });
    const edit = companyProfileBody.safeParse({ ...html, size: '1-10' });
    expect(registration.success).toBe(false);
    expect(edit.success).toBe(false);
    const messages = (r: typeof registration | typeof edit) =>
      r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).sort();
    expect(messages(registration)).toEqual(messages(edit));
    expect(messages(registration)).toHaveLength(4);
  });

  it('accepts the same plain text in both', () => {
    const plain = { name: 'Acme Corp', description: 'We build 3 < 4 things & more.', size: '1-10' };
    expect(companyRegistration.safeParse(plain).success).toBe(true);
    expect(companyProfileBody.safeParse(plain).success).toBe(true);
  });
});
