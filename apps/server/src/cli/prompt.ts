import readline from "node:readline";

/**
 * Asks for a secret on the terminal without echoing it. Piped input (`echo pw | npm run cli ...`)
 * is read as one line, so scripts can use it too.
 */
export function promptSecret(question: string): Promise<string> {
  const input = process.stdin;
  const output = process.stderr;
  if (!input.isTTY) {
    const rl = readline.createInterface({ input, terminal: false });
    return new Promise((resolve) => {
      let answered = false;
      rl.once("line", (line) => {
        answered = true;
        rl.close();
        resolve(line);
      });
      rl.once("close", () => {
        if (!answered) resolve("");
      });
    });
  }
  output.write(question);
  const rl = readline.createInterface({ input, output, terminal: true });
  // NOTE: readline echoes through _writeToOutput; muting it hides the typed characters.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  return new Promise((resolve) => {
    rl.question("", (answer) => {
      rl.close();
      output.write("\n");
      resolve(answer);
    });
  });
}
