// The tools of `lks mcp` (docs/language.md §5.2), without the protocol: `run` and `draw` in a fresh session,
// `session` against named sessions kept between calls, `explain` for a pasted crash text. Each answer carries the
// `--json` events and the text output of the same run; a call's time, its output and the sessions kept are bounded,
// and every cut is said in the answer. LKShellMCP serves these over the Model Context Protocol. Nothing is written
// to disk.

import ListKit

/// The four tools an assistant calls through `lks mcp`, and the named sessions they keep.
@MainActor
public final class AssistantTools {
  /// The bounds on one call and on the sessions kept.
  public struct Limits: Sendable {
    /// The longest input (commands or pasted text) a call takes, in UTF-8 bytes.
    public var inputBytes = 256 * 1024
    /// The most output one answer carries (events and text each), in UTF-8 bytes; the rest is cut and said so.
    public var outputBytes = 256 * 1024
    /// How long a call's commands may run; the shell stops between commands once it is past.
    public var time: Duration = .seconds(10)
    /// How many named sessions are kept; a new one past it drops the least recently used.
    public var sessions = 8
    /// How many items (applied and being edited) a named session may hold; past it, it is dropped.
    public var sessionItems = 100_000
    /// The most pictures `draw` returns as SVG (the first ones, then how many more).
    public var pictures = 40
    public init() {}
  }

  /// What a tool answers: the text output, the `--json` events, pictures, and notes about what was cut or dropped.
  public struct Answer: Sendable, Equatable {
    /// A command failed or the input was refused: the events say which (an `error` event), the notes why.
    public var isError: Bool
    /// The text output of the run (as `lks -c` prints it, both streams in order).
    public var text: String
    /// The `--json` events, one JSON object a line (docs/language.md §4).
    public var events: String
    /// `draw`: one SVG per step, or one HTML page; `explain`: the reproduction script.
    public var attachments: [String] = []
    /// What the limits cut or the sessions dropped, in words.
    public var notes: [String] = []
  }

  let limits: Limits
  /// The named sessions, least recently used first.
  private var sessions: [(name: String, shell: Shell, transcript: TranscriptOutput)] = []

  public init(limits: Limits = Limits()) {
    self.limits = limits
  }

  /// The names of the sessions kept, least recently used first.
  public var sessionNames: [String] { sessions.map(\.name) }

  // MARK: Tools

  /// `run`: `commands` (`;`- or newline-separated) in a fresh session of `view`, on a classic data source when
  /// `classic`.
  public func run(commands: String, view: ViewKind = .collection, classic: Bool = false) -> Answer {
    if let refusal = refusal(of: commands, named: "commands") { return refusal }
    let (shell, transcript) = freshShell(view: view, classic: classic, recordsPictures: false)
    return answer(running: commands, in: shell, transcript: transcript)
  }

  /// `session`: `commands` in the session `name` (made when new); `reset` starts it again first.
  public func session(name: String, commands: String, reset: Bool = false, view: ViewKind = .collection) -> Answer {
    if let refusal = refusal(of: commands, named: "commands") { return refusal }
    if name.isEmpty || name.utf8.count > 64 {
      return refusalAnswer("the session's name must be 1 to 64 characters (it was \(name.utf8.count) bytes)")
    }
    var notes: [String] = []
    if reset { sessions.removeAll { $0.name == name } }
    let entry: (name: String, shell: Shell, transcript: TranscriptOutput)
    if let index = sessions.firstIndex(where: { $0.name == name }) {
      entry = sessions.remove(at: index)
    } else {
      let (shell, transcript) = freshShell(view: view, classic: false, recordsPictures: false)
      entry = (name, shell, transcript)
      if sessions.count >= limits.sessions {
        let dropped = sessions.removeFirst()
        notes.append(
          "session '\(dropped.name)' was dropped: at most \(limits.sessions) sessions are kept, the least recently"
            + " used goes")
      }
      notes.append("session '\(name)' is new")
    }
    entry.transcript.clear()
    var result = answer(running: commands, in: entry.shell, transcript: entry.transcript, finishing: false)
    let items = entry.shell.session.applied.numberOfItems + entry.shell.session.working.numberOfItems
    if items > limits.sessionItems {
      notes.append(
        "session '\(name)' was dropped: it holds \(items) items, more than the \(limits.sessionItems) a kept session"
          + " may hold")
    } else {
      sessions.append(entry)
    }
    result.notes = notes + result.notes
    return result
  }

  /// `session` with `list`: the sessions kept.
  public func listSessions() -> Answer {
    let text =
      sessions.isEmpty
      ? "no session is kept"
      : sessions.map(\.name).joined(separator: "\n")
    let names = sessions.map { JSONValue.string($0.name) }
    let event = JSONValue.object([("event", "sessions"), ("names", .array(names)), ("limit", .int(limits.sessions))])
    return Answer(isError: false, text: text, events: event.serialized)
  }

  /// `session` with `reset` and no commands: forgets the session `name`.
  public func resetSession(name: String) -> Answer {
    let existed = sessions.contains { $0.name == name }
    sessions.removeAll { $0.name == name }
    let text = existed ? "session '\(name)' was reset" : "no session '\(name)' was kept: nothing to reset"
    return Answer(
      isError: false, text: text,
      events: JSONValue.object([("event", "session-reset"), ("name", .string(name)), ("existed", .bool(existed))])
        .serialized)
  }

  /// `explain`: every UIKit exception in `text` (a console log, crash report or message as pasted), and the script
  /// that reproduces the recognised ones.
  public func explain(text: String) -> Answer {
    if let refusal = refusal(of: text, named: "text") { return refusal }
    let transcript = TranscriptOutput()
    let shell = Shell(configuration: Shell.Configuration(format: .json, recordsPictures: false), output: transcript)
    let reading = CrashLog.read(text: text)
    shell.explain(reading)
    var answer = Answer(isError: false, text: transcript.text, events: transcript.events)
    let recognised = reading.found - reading.unrecognized
    if reading.found == 0 {
      answer.isError = true
      answer.notes.append(
        "no exception in the text: no line of it is a UIKit exception, a crash report's reason or one of the messages"
          + " explain knows")
    } else {
      answer.notes.append(
        "\(reading.found) exception\(reading.found == 1 ? "" : "s"): \(recognised) recognised,"
          + " \(reading.unrecognized) unknown")
      if reading.exceptions.count < reading.found {
        answer.notes.append(
          "the first \(reading.exceptions.count) explained, \(reading.found - reading.exceptions.count) more not")
      }
    }
    if recognised > 0 {
      answer.attachments.append(CrashReproduction.script(for: reading, logName: "the pasted text"))
    }
    return cut(answer)
  }

  /// `draw`: `commands` in a fresh session, then each step's picture (`svg`: one SVG per step, the first
  /// `Limits.pictures`) or the page of them all (`html`).
  public func draw(commands: String, format: PictureFormat, view: ViewKind = .collection) -> Answer {
    if let refusal = refusal(of: commands, named: "commands") { return refusal }
    let (shell, transcript) = freshShell(view: view, classic: false, recordsPictures: true)
    var result = answer(running: commands, in: shell, transcript: transcript)
    let steps = shell.pictures.steps.count
    switch format {
    case .html:
      result.attachments = [HTMLRenderer.page(shell.pictures, title: "lks session", version: Shell.version)]
    case .svg:
      let shown = min(steps, limits.pictures)
      result.attachments = (0..<shown).map { SVGRenderer.picture(of: $0, in: shell.pictures, version: Shell.version) }
      if shown < steps {
        result.notes.append("the first \(shown) of \(steps) pictures are shown (at most \(limits.pictures) a call)")
      }
    }
    var total = 0
    var kept: [String] = []
    for picture in result.attachments {
      total += picture.utf8.count
      if total > limits.outputBytes * 8, !kept.isEmpty {
        result.notes.append(
          "\(result.attachments.count - kept.count) pictures cut: the pictures passed \(limits.outputBytes * 8) bytes")
        break
      }
      kept.append(picture)
    }
    result.attachments = kept
    return result
  }

  // MARK: Running

  private func freshShell(view: ViewKind, classic: Bool, recordsPictures: Bool) -> (Shell, TranscriptOutput) {
    let transcript = TranscriptOutput()
    let shell = Shell(
      configuration: Shell.Configuration(format: .json, view: view, recordsPictures: recordsPictures),
      output: transcript)
    if classic {
      _ = shell.execute(line: "data-source classic")
      transcript.clear()
    }
    return (shell, transcript)
  }

  /// Runs `commands` in `shell` within the time limit; the answer is an error when a command failed.
  private func answer(running commands: String, in shell: Shell, transcript: TranscriptOutput, finishing: Bool = true)
    -> Answer
  {
    let deadline = ContinuousClock.now.advanced(by: limits.time)
    shell.interruptionRequested = { ContinuousClock.now >= deadline }
    let status = finishing ? shell.runInline(commands) : shell.runCommands(commands)
    shell.interruptionRequested = { false }
    var answer = Answer(isError: status != ExitStatus.success, text: transcript.text, events: transcript.events)
    if status == Shell.interruptedStatus {
      answer.notes.append(
        "stopped: the commands ran longer than the \(limits.time) a call may take; the commands after the last"
          + " event did not run")
    }
    return cut(answer)
  }

  /// The input refused before anything runs: too long.
  private func refusal(of input: String, named name: String) -> Answer? {
    let size = input.utf8.count
    guard size > limits.inputBytes else { return nil }
    return refusalAnswer("the \(name) are \(size) bytes: more than the \(limits.inputBytes) a call takes")
  }

  private func refusalAnswer(_ message: String) -> Answer {
    Answer(isError: true, text: message, events: JSONRenderer.usageError(message).serialized, notes: [message])
  }

  /// `answer` with its text and events each cut to `Limits.outputBytes`, at a line's end, and the cut said.
  private func cut(_ answer: Answer) -> Answer {
    var answer = answer
    for keyPath in [\Answer.text, \Answer.events] {
      let full = answer[keyPath: keyPath]
      let size = full.utf8.count
      guard size > limits.outputBytes else { continue }
      let bytes = full.utf8.prefix(limits.outputBytes)
      let end = bytes.lastIndex(of: UInt8(ascii: "\n")).map { full.utf8.index(after: $0) } ?? bytes.endIndex
      let kept = String(decoding: full.utf8[..<end], as: UTF8.self)
      answer[keyPath: keyPath] = kept
      let what = keyPath == \Answer.text ? "text output was" : "events were"
      answer.notes.append("the \(what) cut at \(kept.utf8.count) of \(size) bytes (at most \(limits.outputBytes))")
    }
    return answer
  }
}

/// What a tool's shell prints: the JSON events, and the text the same events print as (EventPrinter writes both).
@MainActor
final class TranscriptOutput: ShellOutput {
  private(set) var events = ""
  private(set) var text = ""
  func write(_ text: String, to stream: ShellStream) { events += text }
  /// The event's text (as `lks` without `--json` prints it).
  func writeText(_ line: String) { text += line }
  func clear() {
    events = ""
    text = ""
  }
}
