// Ctrl-C: a SIGINT handler that only counts (async-signal-safe), and what each phase of the process makes of it;
// SIGTERM and SIGHUP at the prompt: a handler that notes the signal, so that the session ends with its warning.
import Synchronization

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Ctrl-C presses not yet acted on. Written by the signal handler, read on the main thread.
let interruptCount = Atomic<Int>(0)

/// What the main thread is doing, so the signal handler knows whether a press can still be acted on later.
let interruptPhase = Atomic<Int>(InterruptPhase.waitingForInput.rawValue)

enum InterruptPhase: Int {
  /// At the prompt or blocked reading a line: the reader notices the press (readline's event hook, EINTR).
  case waitingForInput
  /// A command runs and may poll `interruptCount`; a second press means it does not, so the process ends.
  case runningCommand

  /// Runs `body` in the `runningCommand` phase.
  static func runningCommand<Result>(_ body: () -> Result) -> Result {
    interruptPhase.store(runningCommand.rawValue, ordering: .relaxed)
    defer { interruptPhase.store(waitingForInput.rawValue, ordering: .relaxed) }
    return body()
  }
}

/// Whether a second Ctrl-C during a command that does not stop ends the process (scripts, `-c`). At the prompt it
/// does not: a second press is the same interrupt, and the session (its unapplied work) survives it.
let exitsOnRepeatedInterrupt = Atomic<Bool>(true)

/// The SIGTERM or SIGHUP that asked the interactive session to end (0: none yet).
let terminationSignal = Atomic<Int32>(0)

/// The exit status of a process ended by Ctrl-C (128 + SIGINT), as shells report it.
let interruptedStatus: Int32 = 130

/// Installs the counting handler. `sa_flags = 0` (no `SA_RESTART`) so that a blocking read returns `EINTR`.
func installInterruptHandler() { install(onInterrupt, for: [SIGINT]) }

/// Installs the handler of SIGTERM and SIGHUP for the prompt: it notes the signal and stops the running command as
/// Ctrl-C does; the line editor then ends the session (its warning about unapplied work) and exits with 128 + the
/// signal. `sa_flags = 0`, so that readline's read returns `EINTR` and its signal hook runs.
func installTerminationHandlers() { install(onTermination, for: [SIGTERM, SIGHUP]) }

/// Installs `handler` for `signals` with an empty mask and no flags (no `SA_RESTART`: a blocking read returns
/// `EINTR`).
private func install(_ handler: @escaping @convention(c) (Int32) -> Void, for signals: [Int32]) {
  var action = sigaction()
  #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler
  #else
    action.__sigaction_handler.sa_handler = handler
  #endif
  sigemptyset(&action.sa_mask)
  action.sa_flags = 0
  for signal in signals { sigaction(signal, &action, nil) }
}

private func onTermination(_ signal: Int32) {
  terminationSignal.store(signal, ordering: .relaxed)
  interruptCount.add(1, ordering: .relaxed)
}

private func onInterrupt(_: Int32) {
  let pressed = interruptCount.add(1, ordering: .relaxed).newValue
  if pressed >= 2, exitsOnRepeatedInterrupt.load(ordering: .relaxed),
    interruptPhase.load(ordering: .relaxed) == InterruptPhase.runningCommand.rawValue
  {
    // The command did not react to the first press. Only async-signal-safe calls here.
    _ = write(STDERR_FILENO, "\n", 1)
    _exit(interruptedStatus)
  }
}
