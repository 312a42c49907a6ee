import { describe, expect, it } from 'vitest';
import { activeClient, caller, expectNoSecrets, PASSWORD, setUpClientsTest } from './testing.ts';

const t = setUpClientsTest();
const call = caller(t);

const profileBody = (client: { name: string; email: string }, extra: Record<string, unknown> = {}) => ({
  name: client.name,
  date_of_birth: '1990-05-17',
  address: 'إربد، شارع الحصن 3',
  email: client.email,
  mobile: '+201001234567',
  mobile_country: 'EG',
  password: PASSWORD,
  ...extra,
});

describe('profile', () => {
  it("reads the client's own record without secrets", async () => {
    const client = await activeClient(t);
    const res = await call('GET', `/clients/${client.id}`, { token: client.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: client.id,
        name: client.name,
        date_of_birth: '1990-05-17',
        address: client.address,
        email: client.email,
        mobile: '+962791234567',
        mobile_country: 'JO',
        country_id: null,
        active: true,
        language: 'ar',
      },
    });
    expectNoSecrets(res.body);
  });

  it("answers 403 for another client's record, on GET and PUT", async () => {
    const owner = await activeClient(t);
    const other = await activeClient(t);
    const read = await call('GET', `/clients/${owner.id}`, { token: other.token, lang: 'en' });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe('You are not allowed to do this');
    const write = await call('PUT', `/clients/${owner.id}`, {
      token: other.token,
      body: profileBody(other),
    });
    expect(write.statusCode).toBe(403);
    const unknown = await call('GET', '/clients/999999', { token: other.token });
    expect(unknown.statusCode).toBe(403);
    expect((await call('GET', `/clients/${owner.id}`)).statusCode).toBe(401);
    const still = await call('GET', `/clients/${owner.id}`, { token: owner.token });
    expect(still.json().data.address).toBe(owner.address);
  });

  it('updates the profile after checking the current password', async () => {
    const client = await activeClient(t);
    const res = await call('PUT', `/clients/${client.id}`, {
      token: client.token,
      body: profileBody(client, { name: 'Sara A.' }),
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Updated successfully');
    expect(res.json().data).toMatchObject({ name: 'Sara A.', mobile: '+201001234567', mobile_country: 'EG' });
    expectNoSecrets(res.body);
    const arabic = await call('PUT', `/clients/${client.id}`, {
      token: client.token,
      body: profileBody(client),
    });
    expect(arabic.json().message).toBe('تم التحديث بنجاح');
  });

  it('refuses a wrong current password with 422 and changes nothing', async () => {
    const client = await activeClient(t);
    const res = await call('PUT', `/clients/${client.id}`, {
      token: client.token,
      body: profileBody(client, { name: 'Changed', password: 'not my password' }),
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The current password is incorrect');
    const after = await call('GET', `/clients/${client.id}`, { token: client.token });
    expect(after.json().data.name).toBe(client.name);
  });

  it('refuses to take an e-mail another client uses with 409', async () => {
    const a = await activeClient(t);
    const b = await activeClient(t);
    const res = await call('PUT', `/clients/${b.id}`, {
      token: b.token,
      body: profileBody(b, { email: a.email.toUpperCase() }),
      lang: 'en',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This e-mail is already registered');
  });

  it('asks to fill in all fields when the profile form has a blank one', async () => {
    const client = await activeClient(t);
    const res = await call('PUT', `/clients/${client.id}`, {
      token: client.token,
      body: profileBody(client, { address: '' }),
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please fill in all fields');
  });

  it('sets a new password, keeps this session and signs out the others', async () => {
    const client = await activeClient(t);
    const other = await call('POST', '/client-login', { body: { email: client.email, password: PASSWORD } });
    const otherToken = other.json().data.token as string;
    const res = await call('PUT', `/clients/${client.id}`, {
      token: client.token,
      body: profileBody(client, { new_password: 'my new long secret' }),
    });
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res.body, 'my new long secret');
    expect((await call('GET', '/check-client-login', { token: client.token })).statusCode).toBe(200);
    expect((await call('GET', '/check-client-login', { token: otherToken })).statusCode).toBe(401);
    const login = await call('POST', '/client-login', {
      body: { email: client.email, password: 'my new long secret' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('changes the language of the client’s mails, and keeps it when the form does not send it', async () => {
    const client = await activeClient(t);
    const res = await call('PUT', `/clients/${client.id}`, {
      token: client.token,
      body: profileBody(client, { language: 'en' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.language).toBe('en');
    expect((await call('GET', `/clients/${client.id}`, { token: client.token })).json().data.language).toBe(
      'en',
    );

    // The next mail goes in English, whatever language the request is made in.
    const check = await call('POST', '/client-email-check', { body: { email: client.email }, lang: 'ar' });
    expect(check.statusCode).toBe(200);
    const reset = await t.smtp.nextMail(client.email);
    expect(reset.subject).toBe('Your password reset code');
    expect(reset.language).toBe('en');

    const without = await call('PUT', `/clients/${client.id}`, {
      token: client.token,
      body: profileBody(client),
    });
    expect(without.json().data.language).toBe('en');
  });

  it('refuses a language the shop does not write in with 422, and changes nothing', async () => {
    const client = await activeClient(t);
    const res = await call('PUT', `/clients/${client.id}`, {
      token: client.token,
      body: profileBody(client, { name: 'Changed', language: 'fr' }),
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid',
      code: 'validation',
      errors: { language: ['Choose one of: ar, en'] },
    });
    const after = (await call('GET', `/clients/${client.id}`, { token: client.token })).json().data;
    expect(after).toMatchObject({ name: client.name, language: 'ar' });
  });
});
