// A complete, comparable description of a shell's state, so tests can say "nothing changed" exactly: snapshots with
// their marks, stored section snapshots, the outline context, model content, history, settings, lazy children, the
// view's kind, rows, viewport, cells, selection and counters, and the cell controllers with their view state.
import ListKit
import Lists

@testable import LKShell

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

  /// Everything the session holds, as lines.
  var fingerprint: [String] {
    var lines: [String] = []
    lines.append("working: " + Self.describe(working))
    lines.append("applied: " + Self.describe(applied))
    for section in applied.sectionIdentifiers {
      lines.append("tree \(section): " + (dataSource.outline.map { Self.describe($0.snapshot(for: section)) } ?? "-"))
    }
    lines.append("treeSections: " + treeSections.sorted().joined(separator: ","))
    if let outline {
      lines.append("outline \(outline.section): " + Self.describe(outline.tree))
    } else {
      lines.append("outline: none")
    }
    lines.append(
      "content: "
        + content.all.map { "\($0.key.resolvedTypeName):\($0.key.id)=\($0.value)" }.sorted()
        .joined(separator: "|"))
    lines.append(
      "changed: " + content.changedSinceApply.map { "\($0.resolvedTypeName):\($0.id)" }.sorted().joined(separator: ","))
    for (index, entry) in history.enumerated() {
      lines.append("history \(index): \(entry.update.map { "\($0)" } ?? "-") " + Self.describe(entry.snapshot))
    }
    lines.append("historyPosition: \(historyPosition)")
    lines.append("settings: \(settings)")
    lines.append(
      "lazy: "
        + lazyChildren.map { "\($0.key.displayKey)→" + $0.value.map(\.displayKey).joined(separator: ",") }.sorted()
        .joined(separator: " "))
    lines.append("lastApply: \(lastApply.map { "\($0.mode) \($0.update)" } ?? "none")")
    lines.append("data source: \(type(of: dataSource))")
    lines.append(
      "lab: bug=\(lab.bug.map(\.commandLine) ?? "-") unsynced=\(lab.unsyncedEdits.map(\.command)) batch="
        + (lab.batch.map { "\(Self.describe($0.modelBefore)) edits=\($0.edits.map(\.command)) calls=\($0.calls)" }
          ?? "-"))
    lines.append("shown sections: \(classicDataSource?.shownSections ?? [])")
    lines.append("view kind: \(view.kind), row animation: \(rowAnimation.map { "\($0)" } ?? "-")")
    lines.append(
      "titles: "
        + sectionTitles.headers.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        + " / "
        + sectionTitles.footers.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
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
