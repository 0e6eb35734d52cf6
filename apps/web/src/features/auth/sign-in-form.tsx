import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/form-field';
import { takeStaticSignIn } from '@/lib/static-sign-in';
import { useSharedSelector } from '@/lib/store/hooks';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * E-mail, password and remember me. Checks the fields before submitting; `onSubmit` answers with
 * a message to show above the fields, or null when the sign-in went on.
 */
export function SignInForm({ onSubmit }: { onSubmit: (values: SignInValues) => Promise<string | null> }) {
  const { t } = useTranslation('auth');
  const [isLoading, setIsLoading] = useState(false);
  const rememberedChoice = useSharedSelector((state) => state.user.rememberMe);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(rememberedChoice);
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const validate = (values: SignInValues) => {
    const errors: { email?: string; password?: string } = {};
    if (!values.email.trim()) errors.email = t('errors.emailRequired');
    else if (!EMAIL.test(values.email.trim())) errors.email = t('errors.emailInvalid');
    if (!values.password) errors.password = t('errors.passwordRequired');
    setFieldErrors(errors);
    if (errors.email) emailRef.current?.focus();
    else if (errors.password) passwordRef.current?.focus();
    return !errors.email && !errors.password;
  };

  const send = async (values: SignInValues) => {
    setFormError(null);
    if (!validate(values)) return;
    setIsLoading(true);
    const message = await onSubmit({ ...values, email: values.email.trim() });
    setIsLoading(false);
    setFormError(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ email, password, rememberMe });
  };

  /* eslint-disable react-hooks/set-state-in-effect, react-hooks/exhaustive-deps -- taking over the static form, once */
  useLayoutEffect(() => {
    // The form index.html painted before the app arrived, still on screen until this commit is painted.
    const early = takeStaticSignIn();
    if (!early) return;
    const values = { email: early.email.value, password: early.password.value, rememberMe: early.rememberMe.checked };
    setEmail(values.email);
    setPassword(values.password);
    setRememberMe(values.rememberMe);
    if (early.focused) (early.focused === 'email' ? emailRef : passwordRef).current?.focus();
    if (early.isSubmitted) void send(values);
  }, []);
  /* eslint-enable react-hooks/set-state-in-effect, react-hooks/exhaustive-deps */

  return (
    <Box component="form" noValidate onSubmit={submit} aria-describedby={formError ? 'sign-in-error' : undefined} sx={{ display: 'grid', gap: 2 }}>
      {formError ? <FormError id="sign-in-error" message={formError} /> : null}
      <FormField
        inputRef={emailRef}
        label={t('signIn.email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(fieldErrors.email)}
        helperText={fieldErrors.email}
      />
      <FormField
        inputRef={passwordRef}
        label={t('signIn.password')}
        type={showPassword ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={showPassword ? t('signIn.hidePassword') : t('signIn.showPassword')}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
              edge="end"
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      <FormControlLabel
        control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} name="rememberMe" />}
        label={t('signIn.rememberMe')}
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? t('signIn.signingIn') : t('signIn.submit')}
      </Button>
    </Box>
  );
}
