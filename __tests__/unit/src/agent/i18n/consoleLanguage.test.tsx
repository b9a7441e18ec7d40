import { cleanup, screen, within } from '@testing-library/react';
import { consoleLanguageOf, LANGUAGE_STORAGE_KEY } from '../../../../../src/agent/i18n/consoleLanguage';
import { mockAgentServer, openConsoleAsAnn } from '../consoleHarness';
import { aliceContext, waitingFrame } from '../fixtures';

describe('consoleLanguageOf: the agent’s choice, else the browser’s languages, else en-US', () => {
  it.each<[string | null, string[], string]>([
    ['ja-JP', ['pt-BR'], 'ja-JP'],
    ['JA-jp', [], 'ja-JP'],
    ['xx-YY', ['ru-RU'], 'ru-RU'],
    [null, ['pt-BR', 'en-US'], 'pt-BR'],
    [null, ['pt'], 'pt-BR'],
    [null, ['de-DE', 'vi'], 'vi-VN'],
    [null, ['zh-TW'], 'zh-CN'],
    [null, ['en-NG'], 'en-NG'],
    [null, ['en-GB'], 'en-US'],
    [null, ['in-ID'], 'id-ID'],
    [null, ['de-DE'], 'en-US'],
    [null, [], 'en-US'],
  ])('saved %j, browser %j: %s', (saved, browser, expected) => {
    expect(consoleLanguageOf(saved, browser)).toBe(expected);
  });
});

describe('the console in the agent’s language', () => {
  const { fromServer } = mockAgentServer();
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('starts in the browser’s language when the agent has not chosen one', async () => {
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'en']);
    await openConsoleAsAnn(undefined, 'Conectado como Ann (30001)');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Console do agente');
    expect(screen.getByRole('combobox', { name: 'Idioma do console' })).toHaveValue('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('switches every text when the agent picks a language, and keeps the choice after a remount', async () => {
    const user = await openConsoleAsAnn();
    fromServer(waitingFrame, { type: 'accepted', reception_id: 'r-1', history: [], context: aliceContext });
    expect(screen.getByRole('heading', { name: 'Conversation with Alice' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Console language' }), '日本語');
    expect(await screen.findByRole('heading', { name: 'Alice との会話' })).toBeInTheDocument();
    expect(screen.getByText('オンライン（Ann (30001)）')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'セッションを終了' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'あなたのチャット' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'お客様への返信' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '待機中のお客様（1）' })).toBeInTheDocument();
    expect(screen.queryByText(/Waiting|Sign out|End session|Reply to the customer|Your status/)).toBeNull();
    expect(document.documentElement.lang).toBe('ja-JP');
    expect(document.title).toBe('エージェントコンソール');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja-JP');

    cleanup();
    await openConsoleAsAnn(undefined, 'オンライン（Ann (30001)）');
    expect(screen.getByRole('combobox', { name: 'コンソールの言語' })).toHaveValue('ja-JP');
    expect(screen.getByRole('button', { name: 'サインアウト' })).toBeInTheDocument();
  });

  it('shows each customer’s language beside their name: in the waiting list, the chat’s tab and its header', async () => {
    await openConsoleAsAnn();
    fromServer(waitingFrame);
    const card = screen.getByRole('heading', { name: 'Alice', level: 3 }).closest('li') as HTMLElement;
    expect(within(card).getByText('pt-BR')).toBeInTheDocument();
    expect(within(card).getByText('Customer’s language: Portuguese (Brazil)')).toBeInTheDocument();

    fromServer({ type: 'accepted', reception_id: 'r-1', history: [], context: aliceContext });
    expect(screen.getByRole('tab', { name: 'Alice' })).toHaveTextContent('pt-BR');
    expect(
      within(screen.getByRole('tabpanel')).getByText('Customer’s language: Portuguese (Brazil)'),
    ).toBeInTheDocument();
  });
});
