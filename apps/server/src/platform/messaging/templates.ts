import type { Locale } from '@golf/contracts';

/** Every message the product sends, in the four locales. Values are filled in by name. */
export type TemplateName =
  | 'registration-code'
  | 'registration-exists'
  | 'change-email-code'
  | 'email-changed'
  | 'email-in-use'
  | 'reset-no-account'
  | 'phone-code'
  | 'phone-changed'
  | 'reset-code'
  | 'password-changed'
  | 'referral-lead'
  | 'referral-welcome'
  | 'gift-card'
  | 'order-confirmation'
  | 'refund-confirmation'
  | 'subscription-reminder'
  | 'subscription-payment-failed'
  | 'subscription-paused'
  | 'return-status'
  | 'swing-for-coach'
  | 'membership-reminder'
  | 'membership-payment-failed'
  | 'membership-lapsed';

interface Text {
  subject: string;
  body: string;
}

const T: Record<TemplateName, Record<Locale, Text>> = {
  'registration-code': {
    en: {
      subject: 'Your Golf Academy confirmation code',
      body: 'Your confirmation code is {code}. It expires in {minutes} minutes.\n\nIf you did not start a registration, ignore this message.',
    },
    fr: {
      subject: 'Votre code de confirmation Golf Academy',
      body: 'Votre code de confirmation est {code}. Il expire dans {minutes} minutes.\n\nSi vous n’avez pas commencé d’inscription, ignorez ce message.',
    },
    ja: {
      subject: 'Golf Academy 確認コード',
      body: '確認コードは {code} です。有効期限は {minutes} 分です。\n\nお心当たりのない場合は、このメッセージを無視してください。',
    },
    zh: { subject: 'Golf Academy 确认码', body: '您的确认码是 {code}，{minutes} 分钟内有效。\n\n如果您没有注册，请忽略此消息。' },
  },
  'registration-exists': {
    en: {
      subject: 'Someone tried to register with your e-mail',
      body: 'Someone tried to create a Golf Academy account with this address, which already has one.\n\nIf it was you, sign in or reset your password. If not, you can ignore this message.',
    },
    fr: {
      subject: 'Tentative d’inscription avec votre adresse',
      body: 'Quelqu’un a essayé de créer un compte Golf Academy avec cette adresse, qui en a déjà un.\n\nSi c’était vous, connectez-vous ou réinitialisez votre mot de passe. Sinon, ignorez ce message.',
    },
    ja: {
      subject: 'お客様のメールアドレスで登録が試みられました',
      body: 'このメールアドレスはすでに Golf Academy に登録されていますが、新規登録が試みられました。\n\nご本人の場合はログインするか、パスワードを再設定してください。お心当たりのない場合は無視してください。',
    },
    zh: {
      subject: '有人尝试用您的邮箱注册',
      body: '有人尝试用此邮箱创建 Golf Academy 账户，但该邮箱已注册。\n\n如果是您本人，请登录或重置密码。否则请忽略此消息。',
    },
  },
  'change-email-code': {
    en: {
      subject: 'Confirm your new e-mail address',
      body: 'Enter {code} to confirm this address for your Golf Academy account. The code expires in {minutes} minutes.',
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      body: 'Saisissez {code} pour confirmer cette adresse pour votre compte Golf Academy. Le code expire dans {minutes} minutes.',
    },
    ja: {
      subject: '新しいメールアドレスの確認',
      body: 'Golf Academy アカウントのメールアドレスを確認するには {code} を入力してください。有効期限は {minutes} 分です。',
    },
    zh: { subject: '确认您的新邮箱', body: '请输入 {code} 以确认此邮箱用于您的 Golf Academy 账户。确认码 {minutes} 分钟内有效。' },
  },
  'email-changed': {
    en: {
      subject: 'Your e-mail address was changed',
      body: 'The e-mail address of your Golf Academy account was changed to {email}. If you did not do this, contact your center at once.',
    },
    fr: {
      subject: 'Votre adresse e-mail a été modifiée',
      body: 'L’adresse e-mail de votre compte Golf Academy est désormais {email}. Si ce n’est pas vous, contactez votre centre immédiatement.',
    },
    ja: {
      subject: 'メールアドレスが変更されました',
      body: 'Golf Academy アカウントのメールアドレスが {email} に変更されました。お心当たりのない場合は、すぐにセンターへご連絡ください。',
    },
    zh: { subject: '您的邮箱已更改', body: '您的 Golf Academy 账户邮箱已更改为 {email}。如果不是您本人操作，请立即联系您的中心。' },
  },
  'email-in-use': {
    en: {
      subject: 'Your e-mail address was named for another account',
      body: 'Someone signed in to Golf Academy asked to move their account to this address, which already belongs to an account. Nothing was changed. If you need help, contact your center.',
    },
    fr: {
      subject: 'Votre adresse a été indiquée pour un autre compte',
      body: 'Une personne connectée à Golf Academy a demandé à utiliser cette adresse, qui appartient déjà à un compte. Rien n’a été modifié. Besoin d’aide ? Contactez votre centre.',
    },
    ja: {
      subject: 'お客様のメールアドレスが別のアカウントで指定されました',
      body: 'Golf Academy の別のアカウントから、このメールアドレスへの変更が申請されましたが、このアドレスはすでに登録済みです。変更は行われていません。ご不明な点はセンターへお問い合わせください。',
    },
    zh: {
      subject: '您的邮箱被另一个账户申请使用',
      body: '有 Golf Academy 用户申请将其账户改为此邮箱，但该邮箱已属于一个账户。未做任何更改。如需帮助，请联系您的中心。',
    },
  },
  'reset-no-account': {
    en: {
      subject: 'Password reset requested',
      body: 'Someone asked to reset the Golf Academy password of this address, but no account uses it. If it was you, you may have registered with another address, or you can create an account.',
    },
    fr: {
      subject: 'Demande de réinitialisation du mot de passe',
      body: 'Quelqu’un a demandé à réinitialiser le mot de passe Golf Academy de cette adresse, mais aucun compte ne l’utilise. Si c’était vous, vous vous êtes peut-être inscrit avec une autre adresse, ou vous pouvez créer un compte.',
    },
    ja: {
      subject: 'パスワード再設定のリクエスト',
      body: 'このメールアドレスで Golf Academy のパスワード再設定が申請されましたが、このアドレスのアカウントはありません。ご本人の場合は、別のアドレスで登録されたか、新規登録が必要です。',
    },
    zh: {
      subject: '密码重置请求',
      body: '有人申请重置此邮箱的 Golf Academy 密码，但没有账户使用此邮箱。如果是您本人，您可能用其他邮箱注册过，或者可以新建账户。',
    },
  },
  'phone-code': {
    en: { subject: '', body: 'Golf Academy code: {code}. Expires in {minutes} min.' },
    fr: { subject: '', body: 'Code Golf Academy : {code}. Expire dans {minutes} min.' },
    ja: { subject: '', body: 'Golf Academy 確認コード: {code}（{minutes}分間有効）' },
    zh: { subject: '', body: 'Golf Academy 验证码：{code}，{minutes} 分钟内有效。' },
  },
  'phone-changed': {
    en: { subject: '', body: 'Golf Academy: your account now uses the number {phone}. This number no longer recovers it. Not you? Reset your password now.' },
    fr: {
      subject: '',
      body: 'Golf Academy : votre compte utilise désormais le numéro {phone}. Ce numéro ne permet plus de le récupérer. Ce n’est pas vous ? Réinitialisez votre mot de passe.',
    },
    ja: {
      subject: '',
      body: 'Golf Academy: アカウントの電話番号が {phone} に変更されました。この番号ではアカウントを復旧できなくなりました。お心当たりのない場合は、すぐにパスワードを再設定してください。',
    },
    zh: { subject: '', body: 'Golf Academy：您的账户现在使用号码 {phone}，此号码已不能用于找回账户。如非本人操作，请立即重置密码。' },
  },
  'reset-code': {
    en: {
      subject: 'Reset your Golf Academy password',
      body: 'Your code to reset your password is {code}. It expires in {minutes} minutes.\n\nOr open this link to choose a new password: {link}\n\nIf you did not ask for this, ignore this message: your password stays as it is.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Golf Academy',
      body: 'Votre code de réinitialisation est {code}. Il expire dans {minutes} minutes.\n\nOu ouvrez ce lien pour choisir un nouveau mot de passe : {link}\n\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    },
    ja: {
      subject: 'Golf Academy パスワードの再設定',
      body: 'パスワード再設定コードは {code} です。有効期限は {minutes} 分です。\n\n次のリンクから新しいパスワードを設定することもできます: {link}\n\nお心当たりのない場合は無視してください。パスワードは変更されません。',
    },
    zh: {
      subject: '重置您的 Golf Academy 密码',
      body: '您的密码重置码是 {code}，{minutes} 分钟内有效。\n\n也可以打开此链接设置新密码：{link}\n\n如果不是您本人请求，请忽略此消息，密码不会改变。',
    },
  },
  'password-changed': {
    en: {
      subject: 'Your password was changed',
      body: 'The password of your Golf Academy account was changed and every other session was signed out. If you did not do this, reset your password now.',
    },
    fr: {
      subject: 'Votre mot de passe a été modifié',
      body: 'Le mot de passe de votre compte Golf Academy a été modifié et toutes les autres sessions ont été fermées. Si ce n’est pas vous, réinitialisez votre mot de passe maintenant.',
    },
    ja: {
      subject: 'パスワードが変更されました',
      body: 'Golf Academy アカウントのパスワードが変更され、他のすべてのセッションはログアウトされました。お心当たりのない場合は、すぐにパスワードを再設定してください。',
    },
    zh: { subject: '您的密码已更改', body: '您的 Golf Academy 账户密码已更改，其他所有会话均已退出。如果不是您本人操作，请立即重置密码。' },
  },
  'referral-lead': {
    en: {
      subject: 'New referral enquiry: {name}',
      body: '{name} asked to be contacted.\nE-mail: {email}\nPhone: {phone}\nPostal code: {postal}\nReferred by: {referrer}\nE-mail offers: {offers}',
    },
    fr: {
      subject: 'Nouvelle demande de parrainage : {name}',
      body: '{name} souhaite être contacté(e).\nE-mail : {email}\nTéléphone : {phone}\nCode postal : {postal}\nParrain : {referrer}\nOffres par e-mail : {offers}',
    },
    ja: {
      subject: '紹介によるお問い合わせ: {name}',
      body: '{name} 様から連絡希望がありました。\nメール: {email}\n電話: {phone}\n郵便番号: {postal}\n紹介者: {referrer}\nメール配信: {offers}',
    },
    zh: {
      subject: '新的推荐咨询：{name}',
      body: '{name} 希望我们与其联系。\n邮箱：{email}\n电话：{phone}\n邮编：{postal}\n推荐人：{referrer}\n接收邮件优惠：{offers}',
    },
  },
  'referral-welcome': {
    en: {
      subject: 'Thanks for getting in touch with {center}',
      body: 'Hello {name},\n\n{center} has your details and will call you to book your swing evaluation (60 to 90 minutes). Your 100 bucks referral credit is waiting.',
    },
    fr: {
      subject: 'Merci d’avoir contacté {center}',
      body: 'Bonjour {name},\n\n{center} a bien reçu vos coordonnées et vous appellera pour réserver votre évaluation de swing (60 à 90 minutes). Votre crédit de parrainage de 100 bucks vous attend.',
    },
    ja: {
      subject: '{center} へのお問い合わせありがとうございます',
      body: '{name} 様\n\n{center} よりスイング診断（60〜90分）のご予約についてお電話いたします。紹介特典の 100 バックスをご用意しています。',
    },
    zh: {
      subject: '感谢您联系 {center}',
      body: '{name}，您好：\n\n{center} 已收到您的信息，将致电为您预约挥杆评估（60 至 90 分钟）。您的 100 bucks 推荐奖励已为您准备好。',
    },
  },
  'gift-card': {
    en: {
      subject: '{sender} sent you a {amount} gift card',
      body: 'Hello {recipient},\n\n{sender} sent you a gift card worth {amount} ({design} design).\n\n{message}\n\nYour gift code: {code}\nUse it at checkout before {expires}. Check its balance at {link}',
    },
    fr: {
      subject: '{sender} vous offre une carte cadeau de {amount}',
      body: 'Bonjour {recipient},\n\n{sender} vous offre une carte cadeau d’une valeur de {amount} (motif {design}).\n\n{message}\n\nVotre code cadeau : {code}\nUtilisez-le lors du paiement avant le {expires}. Consultez son solde sur {link}',
    },
    ja: {
      subject: '{sender} 様から {amount} のギフトカードが届きました',
      body: '{recipient} 様\n\n{sender} 様から {amount} のギフトカード（{design} デザイン）が届きました。\n\n{message}\n\nギフトコード: {code}\n{expires} までにお会計でご利用ください。残高の確認: {link}',
    },
    zh: {
      subject: '{sender} 送您一张 {amount} 的礼品卡',
      body: '{recipient}，您好：\n\n{sender} 送您一张价值 {amount} 的礼品卡（{design} 款式）。\n\n{message}\n\n您的礼品码：{code}\n请在 {expires} 前结账时使用。查询余额：{link}',
    },
  },
  'order-confirmation': {
    en: {
      subject: 'Your order {number} is confirmed',
      body: 'Hello {name},\n\nThank you for your order {number} of {date}.\n\n{lines}\n\n{totals}\n\nPaid with: {payment}\n{delivery}\n\nSee your order: {link}',
    },
    fr: {
      subject: 'Votre commande {number} est confirmée',
      body: 'Bonjour {name},\n\nMerci pour votre commande {number} du {date}.\n\n{lines}\n\n{totals}\n\nPayé avec : {payment}\n{delivery}\n\nVoir votre commande : {link}',
    },
    ja: {
      subject: 'ご注文 {number} を承りました',
      body: '{name} 様\n\n{date} のご注文 {number} をありがとうございます。\n\n{lines}\n\n{totals}\n\nお支払い方法: {payment}\n{delivery}\n\nご注文の確認: {link}',
    },
    zh: {
      subject: '您的订单 {number} 已确认',
      body: '{name}，您好：\n\n感谢您于 {date} 下的订单 {number}。\n\n{lines}\n\n{totals}\n\n支付方式：{payment}\n{delivery}\n\n查看订单：{link}',
    },
  },
  'refund-confirmation': {
    en: {
      subject: 'Your refund of {amount} for order {number}',
      body: 'Hello {name},\n\nWe have refunded {amount} for the items you returned from order {number} (return {rma}).\n\n{lines}\n\n{totals}\n\nA card refund reaches your statement in 3 to 5 business days.\n\nSee your return: {link}',
    },
    fr: {
      subject: 'Votre remboursement de {amount} pour la commande {number}',
      body: 'Bonjour {name},\n\nNous avons remboursé {amount} pour les articles retournés de la commande {number} (retour {rma}).\n\n{lines}\n\n{totals}\n\nUn remboursement sur carte apparaît sur votre relevé sous 3 à 5 jours ouvrés.\n\nVoir votre retour : {link}',
    },
    ja: {
      subject: 'ご注文 {number} の返金（{amount}）',
      body: '{name} 様\n\nご注文 {number} から返品いただいた商品について {amount} を返金しました（返品番号 {rma}）。\n\n{lines}\n\n{totals}\n\nカードへの返金は 3〜5 営業日でご利用明細に反映されます。\n\n返品の確認: {link}',
    },
    zh: {
      subject: '订单 {number} 的退款 {amount}',
      body: '{name}，您好：\n\n我们已为您从订单 {number} 退回的商品退款 {amount}（退货单 {rma}）。\n\n{lines}\n\n{totals}\n\n银行卡退款将在 3 至 5 个工作日内显示在您的账单上。\n\n查看退货：{link}',
    },
  },
  'subscription-reminder': {
    en: {
      subject: 'Your {description} subscription renews on {date}',
      body: 'Hello {name},\n\nYour subscription {number} ({description}) will be billed {amount} to your card ending {last4} on {date}.\n\nTo skip this time, pause or change it: {link}',
    },
    fr: {
      subject: 'Votre abonnement {description} se renouvelle le {date}',
      body: 'Bonjour {name},\n\nVotre abonnement {number} ({description}) sera facturé {amount} sur votre carte se terminant par {last4} le {date}.\n\nPour sauter cette échéance, le suspendre ou le modifier : {link}',
    },
    ja: {
      subject: '{description} の定期購入は {date} に更新されます',
      body: '{name} 様\n\n定期購入 {number}（{description}）は {date} に末尾 {last4} のカードへ {amount} が請求されます。\n\n今回のスキップ、一時停止、変更はこちら: {link}',
    },
    zh: {
      subject: '您的 {description} 订阅将于 {date} 续订',
      body: '{name}，您好：\n\n您的订阅 {number}（{description}）将于 {date} 从尾号 {last4} 的卡扣款 {amount}。\n\n如需跳过本次、暂停或更改：{link}',
    },
  },
  'subscription-payment-failed': {
    en: {
      subject: 'We could not charge your card for {description}',
      body: 'Hello {name},\n\nThe payment for your subscription {number} ({description}) was declined: {reason}\n\nWe will try again on {retry}. To avoid a pause, update your card: {link}',
    },
    fr: {
      subject: 'Nous n’avons pas pu débiter votre carte pour {description}',
      body: 'Bonjour {name},\n\nLe paiement de votre abonnement {number} ({description}) a été refusé : {reason}\n\nNous réessaierons le {retry}. Pour éviter une suspension, mettez votre carte à jour : {link}',
    },
    ja: {
      subject: '{description} のお支払いができませんでした',
      body: '{name} 様\n\n定期購入 {number}（{description}）のお支払いが承認されませんでした: {reason}\n\n{retry} に再度お試しします。一時停止を避けるにはカードを更新してください: {link}',
    },
    zh: {
      subject: '无法为 {description} 扣款',
      body: '{name}，您好：\n\n您的订阅 {number}（{description}）付款被拒绝：{reason}\n\n我们将于 {retry} 重试。为避免订阅暂停，请更新您的银行卡：{link}',
    },
  },
  'subscription-paused': {
    en: {
      subject: 'Your {description} subscription is paused',
      body: 'Hello {name},\n\nWe could not bill your subscription {number} ({description}) and have paused it: {reason}\n\nUpdate your card and resume it here: {link}',
    },
    fr: {
      subject: 'Votre abonnement {description} est suspendu',
      body: 'Bonjour {name},\n\nNous n’avons pas pu facturer votre abonnement {number} ({description}) et l’avons suspendu : {reason}\n\nMettez votre carte à jour et réactivez-le ici : {link}',
    },
    ja: {
      subject: '{description} の定期購入を一時停止しました',
      body: '{name} 様\n\n定期購入 {number}（{description}）の請求ができなかったため一時停止しました: {reason}\n\nカードを更新して再開するにはこちら: {link}',
    },
    zh: {
      subject: '您的 {description} 订阅已暂停',
      body: '{name}，您好：\n\n我们无法为您的订阅 {number}（{description}）扣款，已将其暂停：{reason}\n\n请更新银行卡并在此恢复订阅：{link}',
    },
  },
  'swing-for-coach': {
    en: {
      subject: '{player} sent you a swing: {title}',
      body: 'Hello {coach},\n\n{player} sent you a swing video with this comment:\n\n{comment}\n\nWatch it (the link works for a week): {link}',
    },
    fr: {
      subject: '{player} vous a envoyé un swing : {title}',
      body: 'Bonjour {coach},\n\n{player} vous a envoyé une vidéo de swing avec ce commentaire :\n\n{comment}\n\nRegardez-la (le lien est valable une semaine) : {link}',
    },
    ja: {
      subject: '{player} さんからスイング動画: {title}',
      body: '{coach} コーチ\n\n{player} さんから次のコメント付きでスイング動画が届きました。\n\n{comment}\n\n動画を見る（リンクの有効期限は1週間）: {link}',
    },
    zh: {
      subject: '{player} 发来挥杆视频：{title}',
      body: '{coach} 教练您好，\n\n{player} 发来一段挥杆视频，并留言：\n\n{comment}\n\n观看视频（链接一周内有效）：{link}',
    },
  },
  'return-status': {
    en: {
      subject: 'Your return {number}: {status}',
      body: 'Hello {name},\n\nYour return request {number} for order {order} is now: {status}.\n{note}\n\nFollow it and chat with us: {link}',
    },
    fr: {
      subject: 'Votre retour {number} : {status}',
      body: 'Bonjour {name},\n\nVotre demande de retour {number} pour la commande {order} est maintenant : {status}.\n{note}\n\nSuivez-la et échangez avec nous : {link}',
    },
    ja: {
      subject: '返品 {number}：{status}',
      body: '{name} 様\n\nご注文 {order} の返品リクエスト {number} のステータスが「{status}」になりました。\n{note}\n\n返品の状況確認とお問い合わせはこちら: {link}',
    },
    zh: {
      subject: '您的退货 {number}：{status}',
      body: '{name}，您好：\n\n您订单 {order} 的退货申请 {number} 当前状态：{status}。\n{note}\n\n查看进度并与我们沟通：{link}',
    },
  },
  'membership-reminder': {
    en: {
      subject: 'Your {plan} membership renews on {date}',
      body: 'Hello {name},\n\nYour {plan} membership on {device} renews on {date}: {amount} will be charged to your card ending {last4}.\n\nTo turn auto-renew off or change the card: {link}',
    },
    fr: {
      subject: 'Votre abonnement {plan} se renouvelle le {date}',
      body: 'Bonjour {name},\n\nVotre abonnement {plan} sur {device} se renouvelle le {date} : {amount} sera débité sur votre carte se terminant par {last4}.\n\nPour désactiver le renouvellement automatique ou changer de carte : {link}',
    },
    ja: {
      subject: '{plan} メンバーシップは {date} に更新されます',
      body: '{name} 様\n\n{device} の {plan} メンバーシップは {date} に更新され、末尾 {last4} のカードへ {amount} が請求されます。\n\n自動更新の停止やカードの変更はこちら: {link}',
    },
    zh: {
      subject: '您的 {plan} 会员将于 {date} 续订',
      body: '{name}，您好：\n\n您在 {device} 上的 {plan} 会员将于 {date} 续订，将从尾号 {last4} 的卡扣款 {amount}。\n\n如需关闭自动续订或更换银行卡：{link}',
    },
  },
  'membership-payment-failed': {
    en: {
      subject: 'We could not renew your {plan} membership',
      body: 'Hello {name},\n\nThe renewal of your {plan} membership on {device} was declined: {reason}\n\nYour features keep working for now; we will try again on {retry}. Send new payment info to avoid a lapse: {link}',
    },
    fr: {
      subject: 'Nous n’avons pas pu renouveler votre abonnement {plan}',
      body: 'Bonjour {name},\n\nLe renouvellement de votre abonnement {plan} sur {device} a été refusé : {reason}\n\nVos fonctions restent actives pour l’instant ; nous réessaierons le {retry}. Envoyez de nouvelles informations de paiement pour éviter l’interruption : {link}',
    },
    ja: {
      subject: '{plan} メンバーシップを更新できませんでした',
      body: '{name} 様\n\n{device} の {plan} メンバーシップの更新が承認されませんでした: {reason}\n\n機能は当面ご利用いただけます。{retry} に再度お試しします。失効を避けるにはお支払い情報を更新してください: {link}',
    },
    zh: {
      subject: '无法续订您的 {plan} 会员',
      body: '{name}，您好：\n\n您在 {device} 上的 {plan} 会员续订被拒绝：{reason}\n\n您的功能暂时仍可使用；我们将于 {retry} 重试。请更新付款信息以免会员失效：{link}',
    },
  },
  'membership-lapsed': {
    en: {
      subject: 'Your {plan} membership has lapsed',
      body: 'Hello {name},\n\nYour {plan} membership on {device} has lapsed: {reason}\n\nIts features are off on that device. Buy a membership to turn them back on: {link}',
    },
    fr: {
      subject: 'Votre abonnement {plan} a expiré',
      body: 'Bonjour {name},\n\nVotre abonnement {plan} sur {device} a expiré : {reason}\n\nSes fonctions sont désactivées sur cet appareil. Achetez un abonnement pour les réactiver : {link}',
    },
    ja: {
      subject: '{plan} メンバーシップが失効しました',
      body: '{name} 様\n\n{device} の {plan} メンバーシップが失効しました: {reason}\n\nこのデバイスでの機能は停止しています。再開するにはメンバーシップをご購入ください: {link}',
    },
    zh: {
      subject: '您的 {plan} 会员已失效',
      body: '{name}，您好：\n\n您在 {device} 上的 {plan} 会员已失效：{reason}\n\n该设备上的相关功能已停用。购买会员即可重新启用：{link}',
    },
  },
};

/** The subject and body of a template in a locale, with `{name}` placeholders filled. */
export function render(template: TemplateName, locale: Locale, values: Record<string, string | number>): Text {
  const text = T[template][locale] ?? T[template].en;
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
  return { subject: fill(text.subject), body: fill(text.body) };
}
