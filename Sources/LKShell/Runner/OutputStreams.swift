// Where the shell's output goes (the executable's streams, or memory in tests), and the one printer that renders every
// event in the session's current format and colour.

/// Which standard stream a piece of output belongs to.
public enum ShellStream: Sendable {
  case standardOutput
  case standardError
}

/// Where the shell writes: the executable's standard streams (`lks`'s own output, which Ctrl-C can stop), or memory
/// (tests capture).
@MainActor
public protocol ShellOutput: AnyObject {
  func write(_ text: String, to stream: ShellStream)
}

/// Collects output in memory (tests, goldens).
@MainActor
final class CapturedOutput: ShellOutput {
  private(set) var standardOutput = ""
  private(set) var standardError = ""
  /// Both streams interleaved in write order.
  private(set) var combined = ""
  init() {}
  func write(_ text: String, to stream: ShellStream) {
    switch stream {
    case .standardOutput: standardOutput += text
    case .standardError: standardError += text
    }
    combined += text
  }
}

/// Prints events: text (errors and warnings on standard error) or JSON Lines (everything on standard output).
@MainActor
struct EventPrinter {
  let output: any ShellOutput

  /// Prints `event`; `text` is its words without colour when the caller has them (the JSON renderer's `text` field).
  func print(
    _ event: ShellEvent, text: String? = nil, format: OutputFormat, color: Bool, at location: SourceLocation
  ) {
    switch format {
    case .text:
      // The one place rendered text is written: nothing in it reaches the terminal raw (docs/language.md §9).
      // Warnings and errors go to standard error.
      let stream: ShellStream =
        switch event {
        case .warning, .error: .standardError
        default: .standardOutput
        }
      let printed = TextRenderer(color: color).render(event, at: location)
      output.write(TerminalText.safe(printed, color: color) + "\n", to: stream)
    case .json:
      let text = text ?? TextRenderer(color: false).text(of: event)
      output.write(JSONRenderer.render(event, at: location, text: text).serialized + "\n", to: .standardOutput)
      // `lks mcp`'s tools answer with both: the text the event prints as, beside its JSON.
      if let transcript = output as? TranscriptOutput {
        transcript.writeText(
          TerminalText.safe(TextRenderer(color: false).render(event, at: location), color: false) + "\n")
      }
    }
  }
}
