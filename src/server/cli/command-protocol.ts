// What a CLI and the running store say over DATA_DIR/cli.sock (command-socket.ts, hand-over.ts): one
// JSON line in, {"command","args","cwd"}; JSON lines out, {"out"|"err": text} as the command prints, then {"exitCode"}.
import path from 'node:path';
import { z } from 'zod';

export const COMMAND_SOCKET_FILE = 'cli.sock';
export const commandRequestSchema = z.object({
  command: z.string().max(100),
  args: z.array(z.string().max(100_000)).max(1000),
  cwd: z.string().max(4096).refine((cwd) => path.isAbsolute(cwd), 'cwd must be an absolute path'),
});
export type CommandRequest = z.infer<typeof commandRequestSchema>;
export type CommandAnswer = { out: string } | { err: string } | { exitCode: number };

