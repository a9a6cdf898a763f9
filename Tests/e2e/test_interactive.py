#!/usr/bin/env python3
"""End-to-end test of the `lks` terminal front end, on a pseudo-terminal (pexpect).

Usage: python3 Tests/e2e/test_interactive.py PATH_TO_lks

Checks tab completion (commands, existing identifiers, identifiers that need quotes), history across sessions (and
the history file's mode), Ctrl-C on a half-typed line and at the continuation prompt, Ctrl-C during a long output,
a multi-line (bracketed) paste, long help through $PAGER, Ctrl-D, and standard input that is not a terminal.
Assertions look at what the PROGRAM prints, never at readline's echo of the keys:
a completed word is echoed as the typed prefix plus the inserted suffix, so an echo proves nothing.
Prints one line per check and `N passed, N failed`; exits 1 if any check failed.
"""

import os
import re
import stat
import subprocess
import sys
import tempfile
import time

import pexpect

TIMEOUT = 10
PROMPT = r"lks(\[[^\]]*\]|\(batch\))?> "
UP_ARROW = "\x1b[A"
# An error line followed by the next prompt: the command whose output is awaited failed.
ERROR_THEN_PROMPT = r"(?i)\berror\b[^\r\n]*\r\n" + PROMPT


def output_line(text):
    """A line of program output that is exactly `text` (the echo of `echo text` is preceded by `echo `)."""
    return r"\r\n" + re.escape(text) + r"\r\n"


class CheckFailed(Exception):
    pass


class Session:
    """One interactive `lks` on a pseudo-terminal."""

    def __init__(self, binary, env):
        # Bracketed paste needs a terminal that has it; the other checks run with TERM=dumb (no escapes).
        self.child = pexpect.spawn(
            binary, [], env=env, encoding="utf-8", codec_errors="replace", timeout=TIMEOUT, dimensions=(40, 200)
        )
        self.transcript = []
        self.child.logfile_read = _Collector(self.transcript)
        self.expect(PROMPT, "the first prompt")

    def expect(self, pattern, what):
        """Waits for `pattern`; on a timeout or an early exit fails the check, naming `what` was awaited."""
        try:
            self.child.expect(pattern)
        except pexpect.TIMEOUT:
            raise CheckFailed("timed out waiting for %s; the terminal shows: %r" % (what, self.tail()))
        except pexpect.EOF:
            raise CheckFailed("lks exited while waiting for %s; the terminal shows: %r" % (what, self.tail()))
        return self.child.before

    def expect_output(self, text):
        """Waits for the program to print the line `text`; fails at once if it prints an error instead."""
        try:
            index = self.child.expect([output_line(text), ERROR_THEN_PROMPT])
        except pexpect.TIMEOUT:
            raise CheckFailed("timed out waiting for the output line %r; the terminal shows: %r" % (text, self.tail()))
        except pexpect.EOF:
            raise CheckFailed("lks exited while waiting for the output line %r: %r" % (text, self.tail()))
        if index == 1:
            raise CheckFailed("an error instead of the output line %r; the terminal shows: %r" % (text, self.tail()))
        return self.child.before

    def send(self, keys):
        self.child.send(keys)

    def run(self, line):
        """Types `line` + Enter and returns everything printed up to the next prompt (echo included)."""
        self.send(line + "\r")
        return self.expect(PROMPT, "the prompt after `%s`" % line)

    def close(self):
        if self.child.isalive():
            self.child.sendeof()
            try:
                self.child.expect(pexpect.EOF)
            except (pexpect.TIMEOUT, pexpect.EOF):
                pass
        self.child.close(force=True)

    def tail(self, characters=300):
        return "".join(self.transcript)[-characters:]


class _Collector:
    def __init__(self, parts):
        self.parts = parts

    def write(self, text):
        self.parts.append(text)

    def flush(self):
        pass


def has_error(text):
    return re.search(r"\berror\b", text, re.IGNORECASE) is not None


class Checks:
    def __init__(self, binary):
        self.binary = binary
        self.passed = 0
        self.failed = 0
        self.directory = tempfile.mkdtemp(prefix="lks-e2e-")
        self.history = os.path.join(self.directory, "history")
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": self.directory,
            "TERM": "dumb",
            "NO_COLOR": "1",
            "SWIFT_BACKTRACE": "enable=no",
            "LKS_HISTORY": self.history,
            "INPUTRC": "/dev/null",
            "LANG": "C.UTF-8",
        }

    def check(self, name, body):
        try:
            problem = body()
        except CheckFailed as error:
            problem = str(error)
        except Exception as error:  # a broken check must not hide the others
            problem = "%s: %s" % (type(error).__name__, error)
        if problem:
            self.failed += 1
            print("FAIL %s: %s" % (name, problem))
        else:
            self.passed += 1
            print("ok   %s" % name)
        sys.stdout.flush()

    def session(self, **overrides):
        return Session(self.binary, dict(self.env, **overrides))

    def expect_no_error_until(self, s, marker):
        """Types `echo marker` and fails if anything before its output was an error."""
        s.send("echo %s\r" % marker)
        s.expect_output(marker)
        return s.child.before

    # (1): a unique prefix of a command + Tab, then its arguments.
    def command_completion(self):
        s = self.session()
        try:
            s.send("append-s\t")
            s.expect("ections ", "the completed `append-sections`")
            s.send("main\r")
            s.expect(PROMPT, "a prompt")
            out = s.child.before
            out += s.run("apply")
            out += s.run("expect sections main")
            s.send("echo command-completed\r")
            s.expect_output("command-completed")
            out += s.child.before
            if has_error(out):
                return "`append-s<Tab>main` did not run append-sections: %r" % out
        finally:
            s.close()
        return None

    # (2): a prefix of an item that exists + Tab, in a later command.
    def identifier_completion(self):
        s = self.session()
        try:
            s.run("append-sections main")
            s.run("append-items alpha beta gamma-ray")
            out = s.run("apply")
            if "gamma-ray" not in out:
                return "`apply` did not print the layout with the items: %r" % out
            s.send("delete-items gam\t")
            s.expect("ma-ray ", "the completed `gamma-ray`")
            out = s.run("")
            out += s.run("apply")
            out += s.run("expect layout main: alpha beta")
            s.send("echo identifier-completed\r")
            s.expect_output("identifier-completed")
            out += s.child.before
            if has_error(out):
                return "`delete-items gam<Tab>` did not act on gamma-ray: %r" % out
        finally:
            s.close()
        return None

    # (2b): the table-view commands and their values complete (view, swipe-delete).
    def table_completion(self):
        s = self.session()
        try:
            s.send("vi\t")
            s.expect("ew ", "the completed `view`")
            s.send("t\t")
            s.expect("able ", "the completed `table`")
            s.send("\r")
            s.expect(PROMPT, "a prompt")
            out = s.child.before
            out += s.run("append-sections main")
            out += s.run("append-items alpha beta")
            out += s.run("apply")
            out += s.run("set can-edit on")
            s.send("swipe-d\t")
            s.expect("elete ", "the completed `swipe-delete`")
            s.send("alpha\r")
            s.expect(PROMPT, "a prompt")
            out += s.child.before
            out += s.run("expect layout main: beta")
            s.send("echo table-completed\r")
            s.expect_output("table-completed")
            out += s.child.before
            if has_error(out) or "1 row deleted" not in out:
                return "`vi<Tab> t<Tab>` / `swipe-d<Tab>` did not drive a table: %r" % out
        finally:
            s.close()
        return None

    # (2c): the update lab: `batch` turns the prompt into lks(batch)>, `com<Tab>` completes commit, a rejected batch
    # prints its explanation and the prompt is lks> again.
    def batch_prompt(self):
        s = self.session()
        try:
            out = s.run("data-source classic; append-sections main; append-items alpha beta; reload-data")
            s.send("batch\r")
            s.expect(r"lks\(batch\)> ", "the lks(batch)> prompt")
            out += s.child.before
            out += s.run("delete-items beta")
            s.send("com\t")
            s.expect("mit ", "the completed `commit`")
            s.send("\r")
            s.expect(r"\r\nlks> ", "the lks> prompt after the rejected batch")
            rejected = s.child.before
            if "R15" not in rejected or "nothing changed" not in rejected:
                return "the rejected batch did not explain itself: %r" % rejected
            out += s.run("expect layout main: alpha beta")
            s.send("echo batch-completed\r")
            s.expect_output("batch-completed")
            out += s.child.before
            if has_error(out):
                return "the batch session printed an error: %r" % out
        finally:
            s.close()
        return None

    # (3): a line typed in one session is recalled with Up in the next; the file is private to the user.
    def history_recall(self):
        first = self.session()
        try:
            first.send("echo from-first-session\r")
            first.expect_output("from-first-session")
            first.expect(PROMPT, "a prompt")
        finally:
            first.close()
        if not os.path.exists(self.history):
            return "no history file at %s after the first session" % self.history
        mode = stat.S_IMODE(os.stat(self.history).st_mode)
        if mode != 0o600:
            return "history file mode is %o, expected 600" % mode
        second = self.session()
        try:
            second.send(UP_ARROW)
            second.expect("from-first-session", "the recalled line on screen")
            second.send("\r")
            second.expect_output("from-first-session")
        finally:
            second.close()
        return None

    # (4): Ctrl-C on a half-typed line drops it and gives a fresh prompt.
    def interrupt(self):
        s = self.session()
        try:
            s.send("echo half-typed")
            # SIGINT flushes input the program has not read yet: wait until the text is on screen.
            s.expect("half-typed", "the half-typed text on screen")
            s.send("\x03")
            s.expect(PROMPT, "a prompt")
            s.send("echo after-interrupt\r")
            s.expect_output("after-interrupt")
            if "half-typed\r\n" in s.child.before or "half-typedecho" in s.child.before:
                return "the half-typed line ran: %r" % s.child.before
            if not s.child.isalive():
                return "lks exited on Ctrl-C"
        finally:
            s.close()
        return None

    # Issue 8 #2: `append-items a \`, Enter, Ctrl-C, `show snapshot` appended `show` and `snapshot` as items.
    def interrupt_at_continuation(self):
        s = self.session()
        try:
            s.run("append-sections main; apply")
            s.send("append-items a \\\r")
            s.expect(r"\.\.\.> ", "the continuation prompt")
            s.send("\x03")
            s.expect(PROMPT, "the main prompt after Ctrl-C")
            out = s.run("show snapshot")
            out += s.run("apply")
            out += s.run("expect count items 0")
            out += self.expect_no_error_until(s, "continuation-discarded")
            if has_error(out) or "snapshot" in out.split("show snapshot", 1)[-1].split("working snapshot", 1)[0]:
                return "the pending command survived Ctrl-C: %r" % out
        finally:
            s.close()
        return None

    # Issue 8 #1: a pasted `append-sections main⏎append-items a b c⏎apply⏎` ran as one command (6 sections).
    def multi_line_paste(self):
        s = self.session(TERM="xterm")
        try:
            s.send("\x1b[200~append-sections main\nappend-items a b c\napply\n\x1b[201~")
            s.expect("0.2 +c", "the layout printed by the pasted apply")
            out = s.child.before
            for echoed in ("lks> append-items a b c", "lks> apply"):
                if echoed not in out:
                    return "the pasted line %r was not echoed at its own prompt: %r" % (echoed, out)
            s.expect(PROMPT, "the prompt after the paste")
            out += s.run("expect sections main")
            out += s.run("expect layout main: a b c")
            # With TERM=xterm each output follows readline's `ESC[?2004l CR`, not a line end.
            s.send("echo paste-ran-as-lines\r")
            s.expect(r"\rpaste-ran-as-lines\r\n", "the output of the last echo")
            out += s.child.before
            if has_error(out):
                return "the paste did not run as its three lines: %r" % out
        finally:
            s.close()
        return None

    # Issue 8 #5: `delete-items wi<Tab>` inserted `with space ` unquoted (two words, deleting nothing).
    def quoted_identifier_completion(self):
        s = self.session()
        try:
            s.run("append-sections main")
            s.run('append-items "with space" other "it\'s"')
            s.run("apply")
            s.send("delete-items wi\t")
            s.expect('"with space" ', "the quoted completion")
            out = s.run("")
            s.send('delete-items "it\t')
            s.expect("'s\" ", "the completion inside an opened quote")
            out += s.run("")
            out += s.run("apply")
            out += s.run("expect layout main: other")
            out += self.expect_no_error_until(s, "quoted-completion")
            if has_error(out):
                return "the completed identifiers were not deleted: %r" % out
        finally:
            s.close()
        return None

    # Ctrl-C stops a long print; the command had finished, so the state is whole.
    def interrupt_long_output(self):
        s = self.session()
        try:
            # 100,000 rows in one viewport (empty sections collapse into one line, so they make no long output).
            s.send("set viewport 100000; append-sections m; append-items r{1..100000}; apply; echo not-stopped\r")
            s.expect(r"r2\d\d ", "the start of the long layout")
            s.send("\x03")
            index = s.child.expect([r"output stopped", "not-stopped", pexpect.TIMEOUT], timeout=30)
            if index != 0:
                return "Ctrl-C did not stop the output"
            s.expect(PROMPT, "the prompt after the stopped output")
            out = s.run("expect count items 100000")
            out += self.expect_no_error_until(s, "state-consistent")
            if has_error(out):
                return "the state is not the applied one after the stop: %r" % out
        finally:
            s.close()
        return None

    # Coloured output starts at once and Ctrl-C stops it as quickly as plain output.
    def interrupt_long_colored_output(self):
        s = self.session()
        try:
            s.send("set color on; set viewport 100000; append-sections m; append-items r{1..40000}; apply; "
                   "echo not-stopped\r")
            s.expect(r"r2\d\d ", "the start of the long coloured layout")
            pressed = time.monotonic()
            s.send("\x03")
            index = s.child.expect([r"output stopped", "not-stopped", pexpect.TIMEOUT], timeout=30)
            stopped = time.monotonic() - pressed
            if index != 0:
                return "Ctrl-C did not stop the coloured output"
            # The bound is loose for a loaded machine; the output itself stops within a slice (16 KB).
            if stopped > 1.0:
                return "the coloured output stopped %.2f s after Ctrl-C" % stopped
            s.expect(PROMPT, "the prompt after the stopped output")
            out = s.run("expect count items 40000")
            out += self.expect_no_error_until(s, "colored-state-consistent")
            if has_error(out):
                return "the state is not the applied one after the stop: %r" % out
        finally:
            s.close()
        return None

    # A typed line that is not UTF-8 is refused, and the history keeps only the lines the shell could read.
    def undecodable_line_not_in_history(self):
        s = self.session()
        try:
            os.write(s.child.child_fd, b"echo refused\xff-marker\r")
            s.expect("UTF-8", "the refusal of the line")
            s.expect(PROMPT, "the prompt after the refusal")
            s.send("echo kept-marker\r")
            s.expect_output("kept-marker")
            s.expect(PROMPT, "a prompt")
        finally:
            s.close()
        text = open(self.history, "rb").read() if os.path.exists(self.history) else b""
        if b"refused" in text:
            return "the refused line is in the history: %r" % text[-200:]
        if b"kept-marker" not in text:
            return "the accepted line is not in the history: %r" % text[-200:]
        return None

    # Long help goes through $PAGER on a terminal.
    def help_through_pager(self):
        paged = os.path.join(self.directory, "paged.txt")
        s = self.session(PAGER="cat > '%s'" % paged)
        try:
            s.child.setwinsize(10, 200)
            s.run("help")
            out = self.expect_no_error_until(s, "after-help")
        finally:
            s.close()
        if not os.path.exists(paged) or "append-items" not in open(paged).read():
            return "help did not go through $PAGER"
        if "append-items" in out:
            return "help was printed as well as paged: %r" % out[:200]
        return None

    # (5): Ctrl-D on an empty line ends the session with status 0.
    def end_of_file(self):
        s = self.session()
        s.child.sendeof()
        s.child.expect(pexpect.EOF)
        s.child.close()
        if s.child.signalstatus is not None:
            return "killed by signal %d" % s.child.signalstatus
        if s.child.exitstatus != 0:
            return "exit status %d, expected 0" % s.child.exitstatus
        return None

    # Leaving the prompt with edits that never reached the view: the first `quit` or Ctrl-D warns and stays (as bash
    # does with stopped jobs), a second one leaves with the warning; SIGTERM and SIGHUP leave at once, with it.
    def unapplied_work_at_exit(self):
        problems = []
        quit = lambda s: s.send("quit\r")
        eof = lambda s: s.child.sendeof()
        leaves = (
            ("quit, quit", [quit, quit]),
            ("Ctrl-D, Ctrl-D", [eof, eof]),
            ("Ctrl-D, quit", [eof, quit]),
            ("SIGTERM", [lambda s: s.child.kill(15)]),
            ("SIGHUP", [lambda s: s.child.kill(1)]),
        )
        for name, steps in leaves:
            s = self.session()
            for line in ("append-sections m", "append-items a", "apply", "append-items zz"):
                out = s.run(line)
                if has_error(out):
                    problems.append("%s: `%s` failed: %r" % (name, line, out))
            for index, step in enumerate(steps):
                step(s)
                if index + 1 < len(steps):
                    try:
                        s.expect("not leaving yet", "the first quit's warning")
                        s.expect(PROMPT, "the prompt after the first quit")
                    except CheckFailed as failure:
                        problems.append("%s: %s" % (name, failure))
            try:
                s.child.expect(pexpect.EOF)
            except pexpect.TIMEOUT:
                problems.append("%s: lks did not exit; the terminal shows: %r" % (name, s.tail()))
            s.child.close()
            shown = "".join(s.transcript)
            if "warning: leaving with work that was not applied" not in shown:
                problems.append("%s: no \"not applied\" warning; the terminal shows: %r" % (name, s.tail()))
            if s.child.signalstatus is not None:
                problems.append("%s: killed by signal %d" % (name, s.child.signalstatus))
        # Without unapplied work, one quit leaves.
        s = self.session()
        s.send("quit\r")
        try:
            s.child.expect(pexpect.EOF)
        except pexpect.TIMEOUT:
            problems.append("quit without unapplied work: lks did not exit")
        s.child.close()
        return "; ".join(problems) or None

    # Two Ctrl-C presses during a busy command interrupt it and keep the shell: its unapplied work is still there.
    def repeated_interrupt_keeps_the_shell(self):
        s = self.session()
        try:
            s.run("append-sections m; append-items a; apply; append-items zz")
            # A command that does not stop at a press (a million-item apply prints no long output): both presses
            # arrive while it runs.
            s.send("append-sections big; append-items r{1..1000000} to big; apply\r")
            time.sleep(0.3)
            s.send("\x03")
            time.sleep(0.1)
            s.send("\x03")
            s.expect(PROMPT, "the prompt after two presses")
            if not s.child.isalive():
                return "lks exited on the second Ctrl-C"
            # The interrupt stops the line where it is: the edit made before it is still in the working snapshot.
            out = s.run("show snapshot")
            out += self.expect_no_error_until(s, "state-kept")
            if has_error(out) or "zz" not in out:
                return "the session's work is gone after the interrupts: %r" % out
        finally:
            s.close()
        return None

    # Standard input that is not a terminal: no prompt, no banner, numbered errors, exit status.
    def batch(self):
        env = dict(self.env, LKS_HISTORY=os.path.join(self.directory, "batch-history"))
        ok = subprocess.run(
            [self.binary, "-"], input="echo batch-one\necho batch-two\n", capture_output=True, text=True, env=env,
            timeout=TIMEOUT,
        )
        problems = []
        if ok.returncode != 0:
            problems.append("exit status %d for good input (stderr %r)" % (ok.returncode, ok.stderr))
        if ok.stdout != "batch-one\nbatch-two\n":
            problems.append("stdout %r, expected the two echoed lines only" % ok.stdout)
        if re.search(PROMPT, ok.stdout + ok.stderr):
            problems.append("a prompt was printed")
        bad = subprocess.run(
            [self.binary, "-"], input="echo before\nno-such-command\necho after\n", capture_output=True, text=True,
            env=env, timeout=TIMEOUT,
        )
        if bad.returncode != 1:
            problems.append("exit status %d after a failing line, expected 1" % bad.returncode)
        if "after" in bad.stdout:
            problems.append("went on after the failing line: %r" % bad.stdout)
        if "2" not in bad.stderr:
            problems.append("the error does not name line 2: %r" % bad.stderr)
        if os.path.exists(env["LKS_HISTORY"]):
            problems.append("batch mode wrote history")
        return "; ".join(problems) or None

    # Usage errors exit 2 with a message on stderr.
    def usage_errors(self):
        problems = []
        for arguments in (["--no-such-flag"], [os.path.join(self.directory, "missing.lks")], ["--color", "sometimes"]):
            result = subprocess.run(
                [self.binary] + arguments, capture_output=True, text=True, env=self.env, timeout=TIMEOUT,
                stdin=subprocess.DEVNULL,
            )
            if result.returncode != 2 or not result.stderr.strip():
                problems.append("%s: exit %d, stderr %r" % (" ".join(arguments), result.returncode, result.stderr))
        return "; ".join(problems) or None


def main():
    if len(sys.argv) != 2:
        print("usage: %s PATH_TO_lks" % sys.argv[0], file=sys.stderr)
        return 2
    checks = Checks(os.path.abspath(sys.argv[1]))
    checks.check("tab completes a command name (append-s<Tab>)", checks.command_completion)
    checks.check("tab completes an existing identifier (delete-items gam<Tab>)", checks.identifier_completion)
    checks.check("tab completes the table commands (vi<Tab> t<Tab>, swipe-d<Tab>)", checks.table_completion)
    checks.check("batch prompt, commit<Tab>, a rejected batch explained", checks.batch_prompt)
    checks.check("history: Up recalls a line of the previous session; file mode 0600", checks.history_recall)
    checks.check("Ctrl-C clears a half-typed line", checks.interrupt)
    checks.check("Ctrl-C at the ...> prompt discards the whole pending command", checks.interrupt_at_continuation)
    checks.check("a multi-line paste runs as its lines, each echoed", checks.multi_line_paste)
    checks.check("tab completes an identifier that needs quotes (delete-items wi<Tab>)", checks.quoted_identifier_completion)
    checks.check("Ctrl-C stops a long output, state kept", checks.interrupt_long_output)
    checks.check("Ctrl-C stops a long coloured output as quickly", checks.interrupt_long_colored_output)
    checks.check("a line that is not UTF-8 is refused and not kept in the history", checks.undecodable_line_not_in_history)
    checks.check("long help goes through $PAGER", checks.help_through_pager)
    checks.check("Ctrl-D on an empty line exits 0", checks.end_of_file)
    checks.check(
        "quit and Ctrl-D with unapplied edits warn and stay, a second one leaves; SIGTERM and SIGHUP leave with the"
        " warning",
        checks.unapplied_work_at_exit,
    )
    checks.check("two Ctrl-C presses during a busy command keep the shell and its work", checks.repeated_interrupt_keeps_the_shell)
    checks.check("standard input that is not a terminal (lks -)", checks.batch)
    checks.check("usage errors exit 2", checks.usage_errors)
    print("%d passed, %d failed" % (checks.passed, checks.failed))
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
