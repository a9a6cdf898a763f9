// A complete, comparable description of a shell's state, so tests can say "nothing changed" exactly: every field of
// the session's one state value (`SessionState`, read by reflection, so a new field is compared without being listed
// here), what the view shows (applied snapshot, stored section snapshots), and the view's own memento: its rows,
// viewport, cells, selection and counters, and the cell controllers with their view state.
import Lists

@testable import LKShell
@testable import ListKit

@MainActor
extension Session {
  static func describe(_ snapshot: Snapshot) -> String {
    var text = snapshot.sectionIdentifiers.map { section in
      "\(section)[" + snapshot.itemIdentifiers(inSection: section).map(\.displayKey).joined(separator: ",") + "]"
    }.joined(separator: " ")
    text += " reload=" + snapshot.reloadedItemIdentifiers.map(\.displayKey).sorted().joined(separator: ",")
    text += " reconfigure=" + snapshot.reconfiguredItemIdentifiers.map(\.displayKey).sorted().joined(separator: ",")
    text += " reloadSections=" + snapshot.reloadedSectionIdentifiers.sorted().joined(separator: ",")
    return text
  }

  static func describe(_ tree: Tree) -> String {
    tree.items.map { item in
      "\(tree.level(of: item)):\(item.displayKey):\(tree.isExpanded(item) ? "+" : "-")"
        + ":\(tree.parent(of: item)?.displayKey ?? "")"
    }.joined(separator: " ")
  }

  /// Any value of the state, described completely and in a stable order: snapshots with their marks, trees with
  /// their shape and expansion, dictionaries and sets sorted; every other value field by field.
  static func describe(any value: Any) -> String {
    switch value {
    case let snapshot as Snapshot: return describe(snapshot)
    case let tree as Tree: return describe(tree)
    case let item as AnyItem: return item.reference.description
    case let text as String: return text.debugDescription
    default: break
    }
    let mirror = Mirror(reflecting: value)
    let children = mirror.children.map { ($0.label, describe(any: $0.value)) }
    switch mirror.displayStyle {
    case .dictionary, .set:
      return "[" + children.map(\.1).sorted().joined(separator: ", ") + "]"
    case .collection:
      return "[" + children.map(\.1).joined(separator: ", ") + "]"
    case .optional:
      return children.first?.1 ?? "nil"
    case .enum:
      guard !children.isEmpty else { return String(describing: value) }
      return children.map { label, text in "\(label ?? "")(\(text))" }.joined()
    case .struct, .tuple:
      guard !children.isEmpty else { return String(describing: value) }
      return "(" + children.map { label, text in label.map { "\($0)=\(text)" } ?? text }.joined(separator: " ") + ")"
    default:
      return String(describing: value)
    }
  }

  /// Everything the session holds, as lines: each field of its state (derived, not listed), what the view shows, and
  /// the view's own memento (rows, viewport, cells, selection, counters) with the cell controllers.
  var fingerprint: [String] {
    var lines = Mirror(reflecting: state).children.map { "\($0.label ?? "?"): \(Self.describe(any: $0.value))" }
    lines.append("applied: " + Self.describe(applied))
    for section in applied.sectionIdentifiers {
      lines.append("tree \(section): " + (dataSource.outline.map { Self.describe($0.snapshot(for: section)) } ?? "-"))
    }
    lines.append("data source: \(type(of: dataSource))")
    lines.append("shown sections: \(classicDataSource?.shownSections ?? [])")
    lines.append("view kind: \(view.kind), row animation: \(rowAnimation.map { "\($0)" } ?? "-")")
    lines.append("view rows: \(view.rowIdentities.map { $0.map { "\($0.map { "\($0)" } ?? "nil")" } })")
    lines.append("view viewport: \(view.viewportHeight) offset \(view.contentOffset) range \(view.visibleRowRange)")
    lines.append(
      "view cells: "
        + view.visibleCells.map { "\($0.indexPath.map { "\($0)" } ?? "-")=\($0.text ?? "nil")" }.joined(separator: " "))
    lines.append("view selection: \(view.indexPathsForSelectedRows)")
    lines.append("view statistics: \(view.cellStatistics)")
    lines.append(
      "view checkboxes: "
        + view.visibleCells.compactMap { $0 as? TodoCell }.map {
          "\($0.indexPath.map { "\($0)" } ?? "-")=\($0.isChecked)"
        }
        .joined(separator: " "))
    lines.append(
      "controllers: "
        + cellControllers.liveControllers.map { controller in
          let key = (controller.anyViewModel as? any ShellItem)?.displayKey ?? "?"
          let mounted = controller.mountedCell?.indexPath.map { "\($0)" } ?? "-"
          return "\(key)=\(controller.anyViewState)@\(mounted)"
        }.sorted().joined(separator: " "))
    let statistics = cellControllers.statistics
    lines.append(
      "controller statistics: \(statistics) mounts \(statistics.mounts) unmounts \(statistics.unmounts)"
        + " direct \(statistics.directConfigures)")
    return lines
  }
}

/// The session's whole state as values, compared with `==`: what `Session.fingerprint` describes, without rendering a
/// line of text. Taking one is O(1) for the state (its values share storage with the session's until the session
/// changes them) and O(rows) for the view's row identities; comparing two is what costs, and the fuzz driver does it
/// only after a command failed. `fingerprint` stays the readable form a failing test prints.
struct SessionRecord: Equatable {
  /// A snapshot's marks, which the snapshot's own `==` leaves out (as Apple's does).
  struct Marks: Equatable {
    var reloaded: Set<AnyItem>
    var reconfigured: Set<AnyItem>
    var reloadedSections: Set<String>

    init(_ snapshot: Session.Snapshot) {
      reloaded = Set(snapshot.reloadedItemIdentifiers)
      reconfigured = Set(snapshot.reconfiguredItemIdentifiers)
      reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
    }
  }

  struct Cell: Equatable {
    var indexPath: IndexPath?
    var text: String?
    var checked: Bool?
  }

  /// A live cell controller: its item, its view state (compared as the state's own type) and the cell it is on.
  struct Controller: Equatable {
    var key: String
    var viewState: any Lists.ListViewState
    var mounted: IndexPath?

    static func == (a: Controller, b: Controller) -> Bool {
      a.key == b.key && a.mounted == b.mounted && Self.equal(a.viewState, b.viewState)
    }

    static func equal<State: Lists.ListViewState>(_ a: State, _ b: any Lists.ListViewState) -> Bool {
      (b as? State).map { $0 == a } ?? false
    }
  }

  var state: SessionState
  var workingMarks: Marks
  var applied: Session.Snapshot
  var appliedMarks: Marks
  /// The section snapshots the data source stores (a section without one reads flat from `applied`).
  var trees: [String: Session.Tree]
  var dataSource: ObjectIdentifier
  var shownSections: [String]
  var viewKind: ViewKind
  var rowAnimation: HeadlessTableView.RowAnimation?
  var rows: [[AnyHashable?]]
  var viewport: [Int]
  var visibleRows: Range<Int>
  var cells: [Cell]
  var selection: [IndexPath]?
  var cellStatistics: [CellStatistics]
  var controllers: [Controller]
  var controllerStatistics: CellControllerStatistics
  var prompt: String
  var continuing: Bool

  /// Taken before every line the fuzzer runs, so nothing here renders text: values only, compared when a line failed.
  @MainActor
  init(_ shell: Shell) {
    let session = shell.session
    state = session.state
    workingMarks = Marks(session.state.working)
    applied = session.applied
    appliedMarks = Marks(applied)
    trees = session.dataSource.outline?.sectionSnapshots ?? [:]
    dataSource = ObjectIdentifier(type(of: session.dataSource))
    shownSections = session.classicDataSource?.shownSections ?? []
    viewKind = session.view.kind
    rowAnimation = session.rowAnimation
    let view = session.view
    rows = view.rowIdentities
    viewport = [view.viewportHeight, view.contentOffset]
    visibleRows = view.visibleRowRange
    cells = view.visibleCells.map {
      Cell(indexPath: $0.indexPath, text: $0.text, checked: ($0 as? TodoCell)?.isChecked)
    }
    selection = view.indexPathsForSelectedRows
    cellStatistics = view.cellStatistics
    controllers = session.cellControllers.liveControllers.map { controller in
      Controller(
        key: (controller.anyViewModel as? any ShellItem)?.displayKey ?? "?", viewState: controller.anyViewState,
        mounted: controller.mountedCell?.indexPath)
    }.sorted { $0.key < $1.key }
    controllerStatistics = session.cellControllers.statistics
    prompt = shell.prompt
    continuing = shell.isContinuing
  }

  /// The names of the parts that differ from `other`, for a report (as printed: a set's order may differ too).
  func changes(from other: SessionRecord) -> [String] {
    let mine = Mirror(reflecting: self).children
    let theirs = Mirror(reflecting: other).children
    return zip(mine, theirs).compactMap { mine, theirs in
      String(describing: mine.value) == String(describing: theirs.value) ? nil : mine.label ?? "?"
    }
  }
}
