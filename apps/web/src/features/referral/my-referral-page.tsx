import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import ShareIcon from '@mui/icons-material/Share';
import type { ReferralFriend } from '@golf/contracts';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeading } from '@/components/page-heading';
import { QueryState } from '@/components/query-state';
import { useMyReferralQuery } from './api';
import { dateTimeFormat } from '@/lib/format/intl-formats';

function Friend({ friend }: { friend: ReferralFriend }) {
  const { t, i18n } = useTranslation('referral');
  const since = dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(friend.since));
  const name = t('mine.friendName', { first: friend.firstName, initial: friend.lastInitial });
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {friend.centerName ? t('mine.friendAt', { center: friend.centerName, date: since }) : <time dateTime={friend.since}>{since}</time>}
        </Typography>
      </Box>
      <Chip
        size="small"
        color={friend.status === 'joined' ? 'success' : 'default'}
        variant={friend.status === 'joined' ? 'filled' : 'outlined'}
        label={t(`mine.status.${friend.status}`)}
      />
    </Box>
  );
}

/** The player's own invitation: their link and code, ways to share it, and the friends it brought. */
export default function MyReferralPage() {
  const { t } = useTranslation(['referral', 'common']);
  const referral = useMyReferralQuery();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const title = t('referral:mine.title');
  const data = referral.data;
  const link = data?.pid ? `${window.location.origin}/referral/${data.pid}` : '';
  const offer = data
    ? t('referral:mine.offer', { count: data.offer.referralCredit, min: data.offer.evaluationMinutesMin, max: data.offer.evaluationMinutesMax })
    : '';
  const shareText = t('referral:mine.shareText', { count: data?.offer.referralCredit ?? 0 });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };
  const joined = data?.friends.filter((f) => f.status === 'joined').length ?? 0;

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 820 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      <QueryState query={referral} loading={<LoadingScreen />} errorMessage={t('referral:mine.loadFailed')}>
        {(data) =>
          !data.pid ? (
            <Alert severity="info">{t('referral:mine.noEmail')}</Alert>
          ) : (
            <>
              <Card variant="outlined" component="section" aria-labelledby="invite-heading">
                <CardContent sx={{ display: 'grid', gap: 2 }}>
                  <Typography id="invite-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
                    {t('referral:mine.inviteTitle')}
                  </Typography>
                  <Typography>{offer}</Typography>
                  <TextField
                    label={t('referral:mine.link')}
                    value={link}
                    slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
                    fullWidth
                  />
                  <Typography variant="body2">{t('referral:mine.code', { code: data.pid })}</Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                      {t('referral:mine.copy')}
                    </Button>
                    {typeof navigator.share === 'function' ? (
                      <Button
                        variant="outlined"
                        startIcon={<ShareIcon />}
                        onClick={() => void navigator.share({ title: t('referral:mine.shareTitle'), text: shareText, url: link }).catch(() => undefined)}
                      >
                        {t('referral:mine.share')}
                      </Button>
                    ) : null}
                    <Button
                      variant="outlined"
                      startIcon={<MailOutlineIcon />}
                      href={`mailto:?subject=${encodeURIComponent(t('referral:mine.shareTitle'))}&body=${encodeURIComponent(`${shareText}\n\n${link}`)}`}
                    >
                      {t('referral:mine.email')}
                    </Button>
                  </Box>
                  <Box role="status" aria-live="polite">
                    {copied ? (
                      <Alert severity={copied === 'ok' ? 'success' : 'warning'}>
                        {t(copied === 'ok' ? 'referral:mine.copied' : 'referral:mine.copyFailed')}
                      </Alert>
                    ) : null}
                  </Box>
                </CardContent>
              </Card>
              <Box component="section" aria-labelledby="friends-heading" sx={{ display: 'grid', gap: 1 }}>
                <Typography id="friends-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
                  {t('referral:mine.friendsTitle')}
                </Typography>
                {data.friends.length ? (
                  <>
                    <Typography color="text.secondary">
                      {t('referral:mine.friendsSummary', { count: data.friends.length, joined: t('referral:mine.joinedCount', { count: joined }) })}
                    </Typography>
                    <Box component="ul" aria-labelledby="friends-heading" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                      {data.friends.map((f, i) => (
                        <Friend key={`${f.since}-${i}`} friend={f} />
                      ))}
                    </Box>
                  </>
                ) : (
                  <Typography>{t('referral:mine.noFriends')}</Typography>
                )}
              </Box>
            </>
          )
        }
      </QueryState>
    </Box>
  );
}
