// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { leaveSignInNotice, takeSignInNotice } from './sign-in-notice';

describe('the notice left for the login page', () => {
  beforeEach(() => sessionStorage.clear());

  it('is read once', () => {
    leaveSignInNotice({ title: 'Пароль изменён', message: 'Войдите с новым паролем' });
    expect(takeSignInNotice()).toEqual({ title: 'Пароль изменён', message: 'Войдите с новым паролем' });
    expect(takeSignInNotice()).toBeNull();
  });

  it('is none when nothing or something damaged was left', () => {
    expect(takeSignInNotice()).toBeNull();
    sessionStorage.setItem('glad.signInNotice', '{не json');
    expect(takeSignInNotice()).toBeNull();
    sessionStorage.setItem('glad.signInNotice', JSON.stringify({ title: 1 }));
    expect(takeSignInNotice()).toBeNull();
  });
});
