import type { FaqLocaleContent } from './catalog';

export const CN: FaqLocaleContent = {
  types: { account: '账户与密码', deposits: '充值', withdrawals: '提现', security: '账户安全', app: '应用问题' },
  questions: {
    forgotPassword: {
      title: '忘记密码了，如何重置？',
      answer:
        '<p>在登录页点击<b>忘记密码</b>，输入账户绑定的手机号或邮箱。</p><ul><li>我们会发送一个 6 位验证码，10 分钟内有效。</li><li>输入验证码后设置至少 8 位的新密码。</li></ul><p>2 分钟后仍未收到？请检查垃圾邮件或重新获取。</p>',
    },
    changePhone: {
      title: '如何更换账户绑定的手机号？',
      answer:
        '<p>进入<b>我的 → 安全 → 手机号</b>。我们会先向旧号码发送验证码，再向新号码发送。</p><p>如果旧号码已无法使用，请联系客服并准备好身份证件。</p>',
    },
    accountLocked: {
      title: '为什么我的账户被锁定了？',
      answer:
        '<p>连续<b>输错 5 次密码</b>后，为保护您的账户，账户将被锁定 30 分钟。</p><p>请等待 30 分钟或重置密码。如仍被锁定，请联系客服。</p>',
    },
    depositNotArrived: {
      title: '充值还没到账怎么办？',
      answer:
        '<p>大多数充值会在 <b>5 分钟</b>内到账，银行转账最长可能需要 2 小时。</p><ul><li>确认银行或钱包应用中显示支付成功。</li><li>保留支付凭证或截图。</li></ul><p>超过 2 小时仍未到账？请联系客服并提供订单号和支付凭证。</p>',
    },
    depositMethods: {
      title: '可以使用哪些支付方式充值？',
      answer:
        '<p>您可以使用<b>银行卡</b>、<b>银行转账</b>以及充值页面显示的电子钱包充值，具体方式因国家而异。</p><p>请始终使用本人名下的账户付款。</p>',
    },
    depositLimits: {
      title: '充值有最低或最高金额吗？',
      answer: '<p>每种支付方式的限额显示在充值页面上。您的支付机构也可能设置更低的每日限额。</p>',
    },
    withdrawalTime: {
      title: '提现需要多长时间？',
      answer:
        '<p>提交提现申请后会先审核，再打款。打款阶段需要 <b>10 到 20 分钟</b>。</p><ul><li>待审核：我们正在核查申请。</li><li>处理中：款项正在转入您的账户。</li><li>已到账：款项已发放。</li></ul>',
    },
    withdrawalFailed: {
      title: '提现失败了，钱去哪了？',
      answer: '<p>提现失败时，金额会<b>自动退回您的余额</b>。请检查银行信息是否正确后重试。</p>',
    },
    withdrawalOnHold: {
      title: '为什么我的提现被挂起或标记为违规？',
      answer:
        '<p>提现可能因额外的安全审核而被挂起。标记为<b>违规订单</b>的订单违反了平台规则。</p><p>如您认为有误，请联系客服并对该订单提出申诉。</p>',
    },
    twoStep: {
      title: '如何开启两步验证？',
      answer:
        '<p>进入<b>我的 → 安全 → 两步验证</b>，按照步骤使用身份验证器应用完成设置。</p><p>了解更多关于<a href="https://zh.wikipedia.org/wiki/多重要素驗證">两步验证</a>的信息。</p>',
    },
    suspiciousLogin: {
      title: '发现不认识的登录记录怎么办？',
      answer:
        '<ul><li>立即<b>修改密码</b>。</li><li>在 我的 → 安全 中退出其他所有设备。</li><li>开启两步验证。</li></ul><p>然后联系客服，我们会检查您的账户。</p>',
    },
    phishing: {
      title: '客服会向我索要密码或验证码吗？',
      answer: '<p><b>绝对不会。</b>我们的工作人员从不索要您的密码或验证码。即使对方自称客服，也不要告诉任何人。</p>',
    },
    appCrash: {
      title: '应用闪退或卡住，如何解决？',
      answer:
        '<ul><li>将应用更新到最新版本。</li><li>重启手机。</li><li>清理部分存储空间。</li></ul><p>如果问题仍然存在，请联系客服并告诉我们您的手机型号。</p>',
    },
    blankScreen: {
      title: '应用显示空白页面',
      answer: '<p>请完全关闭应用后重新打开。如果页面仍为空白，请重新安装应用。</p>',
    },
  },
};
