import net, { type AddressInfo } from 'node:net';

interface Message {
  uid: number;
  raw: Buffer;
  flags: Set<string>;
}

/**
 * Enough of IMAP4rev1 (RFC 3501) on 127.0.0.1 for imapflow to log in, select a mailbox, search unseen messages,
 * fetch their source and flag them \Seen: the other end of the IMAP poller in tests. Every command is logged.
 */
export async function startFakeImap(opts: { user: string; pass: string }) {
  const messages: Message[] = [];
  const log: string[] = [];
  let nextUid = 1;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let authed = false;
    let selected = false;
    let buffer = '';
    const send = (line: string | Buffer) => socket.write(typeof line === 'string' ? `${line}\r\n` : line);
    send('* OK [CAPABILITY IMAP4rev1] fake IMAP ready');

    const unquote = (s: string | undefined) => (s ?? '').replace(/^"(.*)"$/, '$1').replace(/\\(.)/g, '$1');
    const uidSet = (spec: string) => {
      const out = new Set<number>();
      for (const part of spec.split(',')) {
        const [a, b] = part.split(':');
        const max = messages.length ? Math.max(...messages.map((m) => m.uid)) : 0;
        const lo = a === '*' ? max : Number(a);
        const hi = b === undefined ? lo : b === '*' ? max : Number(b);
        for (let u = Math.min(lo, hi); u <= Math.max(lo, hi); u++) out.add(u);
      }
      return messages.filter((m) => out.has(m.uid));
    };

    function handle(line: string) {
      log.push(line.replace(/(LOGIN \S+ )\S+/i, '$1***'));
      const [tag, rawCmd, ...rest] = line.split(' ');
      const cmd = (rawCmd ?? '').toUpperCase();
      const ok = (text = `${cmd} completed`) => send(`${tag} OK ${text}`);
      switch (cmd) {
        case 'CAPABILITY':
          send('* CAPABILITY IMAP4rev1');
          return ok();
        case 'NOOP':
          return ok();
        case 'LOGIN':
          if (unquote(rest[0]) === opts.user && unquote(rest[1]) === opts.pass) {
            authed = true;
            return ok('[CAPABILITY IMAP4rev1] LOGIN completed');
          }
          return send(`${tag} NO [AUTHENTICATIONFAILED] Invalid credentials`);
        case 'LOGOUT':
          send('* BYE logging out');
          ok();
          return socket.end();
        case 'LIST':
          if (!authed) return send(`${tag} NO not authenticated`);
          send('* LIST (\\HasNoChildren) "/" INBOX');
          return ok();
        case 'SELECT':
        case 'EXAMINE': {
          if (!authed) return send(`${tag} NO not authenticated`);
          if (unquote(rest[0]).toUpperCase() !== 'INBOX') return send(`${tag} NO [NONEXISTENT] no such mailbox`);
          selected = true;
          send('* FLAGS (\\Seen \\Answered \\Flagged \\Deleted \\Draft)');
          send('* OK [PERMANENTFLAGS (\\Seen \\Answered \\Flagged \\Deleted \\Draft)] flags');
          send(`* ${messages.length} EXISTS`);
          send('* 0 RECENT');
          send('* OK [UIDVALIDITY 1] UIDs valid');
          send(`* OK [UIDNEXT ${nextUid}] next uid`);
          return ok(`[${cmd === 'SELECT' ? 'READ-WRITE' : 'READ-ONLY'}] ${cmd} completed`);
        }
        case 'CLOSE':
        case 'UNSELECT':
          selected = false;
          return ok();
        case 'UID': {
          if (!selected) return send(`${tag} NO no mailbox selected`);
          const sub = (rest[0] ?? '').toUpperCase();
          const args = rest.slice(1).join(' ');
          if (sub === 'SEARCH') {
            const unseen = /UNSEEN/i.test(args);
            const hits = messages.filter((m) => !unseen || !m.flags.has('\\Seen')).map((m) => m.uid);
            send(`* SEARCH${hits.length ? ' ' + hits.join(' ') : ''}`);
            return ok('UID SEARCH completed');
          }
          if (sub === 'FETCH') {
            const [spec] = args.split(' ');
            const wantsBody = /BODY(\.PEEK)?\[\]/i.test(args);
            for (const m of uidSet(spec!)) {
              const seq = messages.indexOf(m) + 1;
              const flags = `FLAGS (${[...m.flags].join(' ')})`;
              if (wantsBody) {
                send(Buffer.concat([Buffer.from(`* ${seq} FETCH (UID ${m.uid} ${flags} BODY[] {${m.raw.length}}\r\n`), m.raw, Buffer.from(')\r\n')]));
              } else {
                send(`* ${seq} FETCH (UID ${m.uid} ${flags})`);
              }
            }
            return ok('UID FETCH completed');
          }
          if (sub === 'STORE') {
            const [spec, op, ...flagParts] = args.split(' ');
            const flags = flagParts.join(' ').replace(/[()]/g, '').split(/\s+/).filter(Boolean);
            for (const m of uidSet(spec!)) {
              if (/^\+FLAGS/i.test(op!)) flags.forEach((f) => m.flags.add(f));
              else if (/^-FLAGS/i.test(op!)) flags.forEach((f) => m.flags.delete(f));
              else m.flags = new Set(flags);
              if (!/\.SILENT/i.test(op!)) send(`* ${messages.indexOf(m) + 1} FETCH (UID ${m.uid} FLAGS (${[...m.flags].join(' ')}))`);
            }
            return ok('UID STORE completed');
          }
          return send(`${tag} BAD unsupported UID ${sub}`);
        }
        default:
          return send(`${tag} BAD unsupported command ${cmd}`);
      }
    }

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (line) handle(line);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `imap://${encodeURIComponent(opts.user)}:${encodeURIComponent(opts.pass)}@127.0.0.1:${port}/INBOX`,
    log,
    /** Delivers a raw RFC 5322 message into INBOX (unseen). */
    deliver(raw: string) {
      messages.push({ uid: nextUid++, raw: Buffer.from(raw.replace(/\r?\n/g, '\r\n')), flags: new Set() });
    },
    messages,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
