import type { FaqLocaleContent } from './catalog';

export const BR: FaqLocaleContent = {
  types: {
    account: 'Conta e senha',
    deposits: 'Depósitos e recargas',
    withdrawals: 'Saques',
    security: 'Segurança',
    app: 'Problemas no app',
  },
  questions: {
    forgotPassword: {
      title: 'Esqueci minha senha. Como faço para redefinir?',
      answer:
        '<p>Na tela de login, toque em <b>Esqueci a senha</b> e informe o telefone ou e-mail da sua conta.</p><ul><li>Enviamos um código de 6 dígitos, válido por 10 minutos.</li><li>Digite o código e escolha uma nova senha com pelo menos 8 caracteres.</li></ul><p>Não recebeu em 2 minutos? Confira a caixa de spam ou peça um novo código.</p>',
    },
    changePhone: {
      title: 'Como altero o telefone da minha conta?',
      answer:
        '<p>Acesse <b>Perfil → Segurança → Telefone</b>. Enviamos um código primeiro para o número antigo e depois para o novo.</p><p>Se você não tem mais o número antigo, fale com o suporte e tenha seu documento em mãos.</p>',
    },
    accountLocked: {
      title: 'Por que minha conta foi bloqueada?',
      answer:
        '<p>Para sua proteção, a conta é bloqueada por 30 minutos após <b>5 senhas erradas</b> seguidas.</p><p>Aguarde 30 minutos ou redefina a senha. Se continuar bloqueada, fale com o suporte.</p>',
    },
    depositNotArrived: {
      title: 'Meu depósito não caiu. O que faço?',
      answer:
        '<p>A maioria dos depósitos cai em até <b>5 minutos</b>; transferências bancárias podem levar até 2 horas.</p><ul><li>Confira se o pagamento aparece como concluído no app do banco ou da carteira.</li><li>Guarde o comprovante ou um print.</li></ul><p>Ainda não caiu depois de 2 horas? Fale com o suporte e envie o número do pedido e o comprovante.</p>',
    },
    depositMethods: {
      title: 'Quais formas de pagamento posso usar para recarregar?',
      answer:
        '<p>Você pode recarregar com <b>Pix</b>, <b>cartão</b>, <b>transferência bancária</b> e as carteiras digitais mostradas na página de recarga. As opções variam conforme o país.</p><p>Pague sempre com uma conta no seu próprio nome.</p>',
    },
    depositLimits: {
      title: 'Existe valor mínimo ou máximo de recarga?',
      answer:
        '<p>Os limites aparecem na página de recarga ao lado de cada forma de pagamento. Seu banco ou carteira pode ter limites diários menores.</p>',
    },
    withdrawalTime: {
      title: 'Quanto tempo leva um saque?',
      answer:
        '<p>Depois que você pede um saque, ele é analisado e depois pago. A etapa de pagamento leva de <b>10 a 20 minutos</b>.</p><ul><li>Em análise: estamos verificando o pedido.</li><li>Em andamento: o dinheiro está a caminho da sua conta.</li><li>Creditado: o dinheiro foi pago.</li></ul>',
    },
    withdrawalFailed: {
      title: 'Meu saque falhou. Onde está meu dinheiro?',
      answer:
        '<p>Quando um saque falha, o valor é <b>devolvido ao seu saldo</b> automaticamente. Confira seus dados bancários e tente de novo.</p>',
    },
    withdrawalOnHold: {
      title: 'Por que meu saque está retido ou marcado como violação?',
      answer:
        '<p>Um saque pode ficar retido para uma verificação extra de segurança. Um pedido marcado como <b>pedido com violação</b> descumpriu as regras da plataforma.</p><p>Se acha que é um erro, fale com o suporte e abra um recurso para esse pedido.</p>',
    },
    twoStep: {
      title: 'Como ativo a verificação em duas etapas?',
      answer:
        '<p>Acesse <b>Perfil → Segurança → Verificação em duas etapas</b> e siga os passos com um app autenticador.</p><p>Saiba mais sobre a <a href="https://pt.wikipedia.org/wiki/Autenticação_multifator">verificação em duas etapas</a>.</p>',
    },
    suspiciousLogin: {
      title: 'Vejo um login que não reconheço. O que faço?',
      answer:
        '<ul><li><b>Troque sua senha</b> imediatamente.</li><li>Saia de todos os outros aparelhos em Perfil → Segurança.</li><li>Ative a verificação em duas etapas.</li></ul><p>Depois fale com o suporte para verificarmos sua conta.</p>',
    },
    phishing: {
      title: 'O suporte vai pedir minha senha ou código?',
      answer:
        '<p><b>Nunca.</b> Nossa equipe nunca pede sua senha nem um código de verificação. Não compartilhe com ninguém, mesmo que digam ser do suporte.</p>',
    },
    appCrash: {
      title: 'O app fecha sozinho ou trava. Como resolvo?',
      answer:
        '<ul><li>Atualize o app para a versão mais recente.</li><li>Reinicie o celular.</li><li>Libere espaço de armazenamento.</li></ul><p>Se continuar, fale com o suporte e informe o modelo do seu celular.</p>',
    },
    blankScreen: {
      title: 'O app mostra uma tela em branco',
      answer: '<p>Feche o app por completo e abra de novo. Se a tela continuar em branco, reinstale o app.</p>',
    },
  },
};
