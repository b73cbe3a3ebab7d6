import { loginBody } from '@talentmatch/shared/auth-schemas';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema, validateWith } from './form-validation.ts';

const event = () => ({ preventDefault: vi.fn() });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazySchema', () => {
  it('validates with the loaded schema exactly as the schema imported up front does', async () => {
    const schema = lazySchema(async () => loginBody);
    schema.preload();
    await settle();
    const values = { email: 'not an email', password: '', captchaToken: '' };
    expect(schema.validate(values)).toEqual(validateWith(loginBody)(values));
    expect(schema.validate(values)).toEqual({ email: 'Enter a valid email address.', password: 'Password is required.' });
  });

  it('lets the first submit wait for the schema, once, and later submits run at once', async () => {
    const load = vi.fn(async () => loginBody);
    const schema = lazySchema(load);
    const submit = vi.fn();
    const onSubmit = schema.submitWhenReady(submit);
    const first = event();
    onSubmit(first);
    onSubmit(event()); // a second click while the schema loads is dropped
    expect(first.preventDefault).toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
    await settle();
    expect(submit).toHaveBeenCalledTimes(1);
    const later = event();
    onSubmit(later);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit).toHaveBeenLastCalledWith(later);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('submits without client errors when the schema cannot load (the server validates), and retries the import', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(loginBody);
    const schema = lazySchema(load);
    const submit = vi.fn();
    schema.submitWhenReady(submit)(event());
    await settle();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(schema.validate({ email: '', password: '' })).toEqual({});
    schema.preload();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(schema.validate({ email: '', password: '' })).toHaveProperty('password', 'Password is required.');
  });
});
