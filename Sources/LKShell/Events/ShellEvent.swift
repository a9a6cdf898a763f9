// Everything the shell can print, as one enum. The session returns these values; `TextRenderer` and `JSONRenderer`
// switch over them exhaustively, so a new kind of output must be written for both formats before it compiles.

import ListKit
import Lists

/// One piece of output: what a command did or found, a warning, an error, or a test result.
enum ShellEvent: Sendable {
  // MARK: From the session

  /// An apply (or a user expand/collapse, swipe-delete, collection reorder, undo, redo) reached the view.
  case apply(ApplyReport)
  /// `show [layout]`.
  case layout(LayoutReport)
  /// `show snapshot`.
  case snapshot(SnapshotReport)
  /// `show diff`.
  case diff(DiffReport)
  /// `show tree S`.
  case tree(TreeReport)
  /// `show cells`.
  case cells(CellsReport)
  /// `info ITEM | S`.
  case info(InfoReport)
  /// `types`.
  case types([ItemCatalogue.Entry])
  /// `history`.
  case history(HistoryReport)
  /// `scroll-to`.
  case scroll(ScrollReport)
  /// `select ITEM`: the delegate's onSelect ran.
  case selected(SelectionReport)
  /// A user taps a disclosure control (`expand`/`collapse` outside a context).
  case tap(AnyItem, expand: Bool)
  /// `tap ITEM`: a cell controller changed its view state and reconfigured its cell (no snapshot applied).
  case viewStateChanged(ViewStateChange)
  /// `undo`/`redo` (or a new view's first apply) set the cell controllers' view state to the step's (the old view's).
  case viewStateRestored(ViewStateRestoration)
  /// The data source called one of its `sectionSnapshotHandlers`.
  case handler(HandlerCall)
  /// A user swipes or drags a row (`swipe-delete`, `drag`).
  case user(UserAction)
  /// The view (or the app) called the data source during a user action.
  case dataSourceCall(DataSourceCall)
  /// `view table|collection`: a new view and data source.
  case viewReplaced(ViewReplacement)
  /// `set-header` / `set-footer`.
  case sectionTitle(SectionTitleChange)
  /// An edit of the section snapshot being edited (commands in a context say what they did).
  case treeEdited(TreeEdit)
  /// `data-source classic|diffable`: the data source (and its view) was replaced.
  case dataSourceReplaced(DataSourceKind, view: ViewKind)
  /// `batch`, a view call recorded inside it, `cancel`.
  case batchStep(BatchStep)
  /// `inject-bug …` (nil: `inject-bug off`), on a view of the kind `view`.
  case bugInjected(InjectedBug?, view: ViewKind)
  /// `explain [TEXT]`: the catalogue's reading of the last error or of a pasted message.
  case explanation(ExplainReport)
  /// Something worth saying that is not a warning.
  case note(Note)
  /// A non-fatal warning.
  case warning(ShellWarning)
  /// `echo`.
  case echo(String)
  /// `help [COMMAND]`: the topic and its text (from the command table).
  case help(topic: HelpTopic?, text: String)
  /// `set` alone, `show settings`: every setting with its value, in the order `help set` lists them.
  case settings([Setting])
  /// The working snapshot after an editing command (interactive text mode only: a person sees what changed).
  case working(WorkingSummary)

  // MARK: From the shell

  /// A failed command or expectation; `command` names it in the message.
  case error(CommandFailure)
  /// `expect error` saw the failure it waited for.
  case expectedError(CommandFailure)
  /// `lks test`: one script's result.
  case testResult(TestResult)
  /// `lks test`: the closing count.
  case testSummary(passed: Int, failed: Int)
}

/// A step of writing a batch (`batch` … `commit`/`cancel`).
enum BatchStep: Sendable {
  /// `batch` opened the update block.
  case opened
  /// A view call was recorded in the open block, made on a view of the kind `view`.
  case recorded(ViewCall, view: ViewKind)
  /// `cancel` left the block: its model edits were undone, its calls dropped.
  case cancelled(edits: Int, calls: Int)
}

/// What a command in a section-snapshot context did to the section snapshot being edited.
struct TreeEdit: Sendable {
  enum Action: Sendable {
    case appended([AnyItem], parent: AnyItem?)
    case inserted([AnyItem], before: Bool, destination: AnyItem)
    case deleted([AnyItem])
    case expanded([AnyItem])
    case collapsed([AnyItem])
    case began(current: Bool)
    case ended

    /// The command's name (`append`, `section-snapshot`, `end`).
    var name: String {
      switch self {
      case .appended: "append"
      case .inserted: "insert"
      case .deleted: "delete"
      case .expanded: "expand"
      case .collapsed: "collapse"
      case .began: "section-snapshot"
      case .ended: "end"
      }
    }
  }
  var section: String
  var action: Action
  var itemCount: Int
  var visibleCount: Int
}

/// A failed command: the error, and the command it belongs to (named in the message).
struct CommandFailure: Sendable, Error {
  var command: String?
  var error: ShellError

  /// `COMMAND: message`, unless the message already starts with the command's name (`expect layout main: …`).
  @MainActor var message: String {
    let text = error.message
    guard let command, !text.hasPrefix(command + " "), !text.hasPrefix(command + ":") else { return text }
    return "\(command): \(text)"
  }
}

/// `lks test`: how one script ended.
struct TestResult: Sendable {
  var script: String
  /// Nil when it passed; else the first error it printed (or its exit status).
  var failure: String?
}

/// The working snapshot in one line: its size and whether it holds unapplied edits.
struct WorkingSummary: Sendable {
  var sectionCount: Int
  var itemCount: Int
  var isEdited: Bool
  /// The working snapshot is a classic data source's model (the update lab).
  var isModel = false
}

/// Where the command being run comes from: `FILE:LINE:` in text, `"line"` (and `"file"`) in JSON.
struct SourceLocation: Sendable, Equatable {
  /// A script's path, `-c`, `<stdin>`, or nil for interactive input.
  var file: String?
  var line: Int

  /// `FILE:LINE: ` (empty for interactive input).
  var prefix: String { file.map { "\($0):\(line): " } ?? "" }

  /// The script file, when the command comes from one (not `-c`, standard input or the prompt).
  var scriptFile: String? { file == "-c" || file == "<stdin>" ? nil : file }
}
