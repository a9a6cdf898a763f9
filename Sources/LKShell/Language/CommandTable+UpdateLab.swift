// The command table's update lab (docs/language.md §8): the classic data source, batches, the view's own update calls
// (in a collection view's words and a table's), injected cell-provider bugs and `explain`; each written once, both
// ways.

import ListKit

extension CommandTable {
  /// The update lab's commands, the view calls in both views' words among them.
  static let updateLab: [CommandSpec] =
    [
      CommandSpec(
        "data-source", .updateLab, .outsideSectionSnapshot, traits: [.refusedInsideBatch],
        forms: [
          CommandForm(
            [.choice(DataSourceKind.allCases.map(\.rawValue))],
            summary: "replace the data source (and the view): classic (the app's arrays) or diffable (the default)",
            apple: "UICollectionViewDataSource / UICollectionViewDiffableDataSource", example: "data-source classic",
            build: { .lab(.dataSource($0.choice(0))) },
            values: { if case .lab(.dataSource(let kind)) = $0 { [.choice(kind)] } else { nil } })
        ]),
      CommandSpec(
        "reload-data", .updateLab, traits: [.asksCellProvider, .needsClassicDataSource, .refusedInsideBatch],
        forms: [
          CommandForm(
            summary: "the view reads the classic data source's model again", apple: "collectionView.reloadData()",
            example: "reload-data", command: .lab(.reloadData))
        ]),
      CommandSpec(
        "batch", .updateLab, traits: [.needsClassicDataSource, .refusedInsideBatch],
        forms: [
          CommandForm(
            summary: "open a batch: model edits and view calls until commit or cancel (classic data source)",
            apple: "collectionView.performBatchUpdates { … }", example: "batch", command: .lab(.beginBatch))
        ]),
      CommandSpec(
        "commit", .updateLab, traits: [.asksCellProvider],
        forms: [
          CommandForm(
            summary: "close the batch: the view validates it (R1–R16) and animates it, or the app would crash",
            apple: "the end of the performBatchUpdates block", example: "commit", command: .lab(.commitBatch))
        ]),
      CommandSpec(
        "cancel", .updateLab,
        forms: [
          CommandForm(
            summary: "leave the batch, undoing its model edits (a lab convenience)", example: "cancel",
            command: .lab(.cancelBatch))
        ]),
      numberOfItems(words: .collection),
      numberOfItems(words: .table),
    ] + viewCallSpecs + [
      CommandSpec(
        "inject-bug", .updateLab, formNoun: "bug",
        forms: [
          injectedBug(
            "nil-cell", [.item("ITEM")], summary: "the cell provider returns nil for ITEM",
            example: "inject-bug nil-cell b", build: { .nilCell($0.item(0)) },
            values: { if case .nilCell(let i) = $0 { [.item(i)] } else { nil } }),
          injectedBug(
            "unregistered", [.choice(ItemCatalogue.typeNames)],
            summary: "the cell provider dequeues TYPE's cell without registering it",
            example: "inject-bug unregistered Banner", build: { .unregistered(typeName: $0.word(0)) },
            values: { if case .unregistered(let typeName) = $0 { [.word(typeName)] } else { nil } }),
          injectedBug(
            "registration-in-provider", summary: "the cell provider creates a new registration on every call",
            example: "inject-bug registration-in-provider", bug: .registrationInProvider),
          injectedBug(
            "reconfigure-other-cell", [.item("ITEM")], summary: "reconfiguring ITEM dequeues a different cell class",
            example: "inject-bug reconfigure-other-cell a", build: { .reconfigureOtherCell($0.item(0)) },
            values: { if case .reconfigureOtherCell(let i) = $0 { [.item(i)] } else { nil } }),
          injectedBug(
            "not-dequeued", [.item("ITEM")], summary: "the cell provider returns a cell it created itself for ITEM",
            example: "inject-bug not-dequeued b", build: { .notDequeued($0.item(0)) },
            values: { if case .notDequeued(let i) = $0 { [.item(i)] } else { nil } }),
          injectedBug(
            "counts-from-model",
            summary: "the diffable data source answers the view's counts from the model, not its snapshot",
            example: "inject-bug counts-from-model", traits: .needsDiffableDataSource, bug: .countsFromModel),
          injectedBug(
            "delete-row-only",
            summary: "the app's swipe Delete handler deletes the row from the view but not the item from the model",
            example: "inject-bug delete-row-only", traits: .needsDiffableDataSource, bug: .deleteRowOnly),
          CommandForm(
            keyword: "off", summary: "the cell provider behaves again", example: "inject-bug off",
            command: .lab(.injectBug(nil))),
        ]),
      CommandSpec(
        "explain", .updateLab,
        forms: [
          CommandForm(
            [.text("TEXT", required: false)],
            summary: "explain the last error, or a pasted UIKit/Apple exception message: the rule, what the numbers"
              + " say, the usual causes and the fix",
            example: "explain \"attempt to delete section 5, but there are only 2 sections before the update\"",
            build: { .explain($0.optionalWord(0)) },
            values: { if case .explain(let text) = $0 { [.optional(text.map { .word($0) })] } else { nil } })
        ]),
    ]

  /// `number-of-items N` or, in a table's words, `number-of-rows N`.
  private static func numberOfItems(words: ViewKind) -> CommandSpec {
    let table = words == .table
    return CommandSpec(
      "number-of-\(words.element)s", .updateLab,
      forms: [
        CommandForm(
          [.integer("N", minimum: 0)],
          summary:
            "ask the \(table ? "table " : "")view how many \(words.element)s section N has (R17 when it has none)",
          apple: table ? "tableView.numberOfRows(inSection:)" : "collectionView.numberOfItems(inSection:)",
          example: "number-of-\(words.element)s 0",
          build: { .lab(.numberOfItems(section: $0.integer(0), words: words)) },
          values: { command in
            guard case .lab(.numberOfItems(let section, words)) = command else { return nil }
            return [.integer(section)]
          })
      ])
  }

  /// The `inject-bug` form of one bug, named `keyword`: `build` makes the bug from its slots, `values` gives them
  /// back.
  private static func injectedBug(
    _ keyword: String, _ slots: [Slot], summary: String, example: String,
    build: @escaping @Sendable (Arguments) -> InjectedBug,
    values: @escaping @Sendable (InjectedBug) -> [Arguments.Value]?
  ) -> CommandForm {
    CommandForm(
      keyword: keyword, slots, summary: summary, example: example, build: { .lab(.injectBug(build($0))) },
      values: { command in
        guard case .lab(.injectBug(let bug?)) = command else { return nil }
        return values(bug)
      })
  }

  /// The `inject-bug` form of a bug without arguments.
  private static func injectedBug(
    _ keyword: String, summary: String, example: String, traits: CommandTraits = [], bug: InjectedBug
  ) -> CommandForm {
    CommandForm(keyword: keyword, summary: summary, example: example, traits: traits, command: .lab(.injectBug(bug)))
  }

  /// One of the view's update calls: the declaration its commands (in both views' words) derive from, with both
  /// directions between its slots and the call.
  private struct ViewCallDeclaration {
    /// Its command in a collection view's words (`delete-items-at`).
    var name: String
    var slots: [Slot]
    var summary: String
    var apple: String
    var example: String
    var build: @Sendable (Arguments) -> ViewCall
    var values: @Sendable (ViewCall) -> [Arguments.Value]?

    /// An item call, which a table names in its own words (`delete-rows-at`); the section calls are named alike.
    var callsItems: Bool { name.contains("item") }
  }

  /// The view's update calls (docs/language.md §8), each also under its table name where the words differ
  /// (`delete-rows-at`): one declaration per call.
  private static let viewCalls: [ViewCallDeclaration] = [
    ViewCallDeclaration(
      name: "delete-items-at", slots: [.indexPaths("S.I")], summary: "delete items at index paths before the update",
      apple: "deleteItems(at:)", example: "delete-items-at 0.1", build: { .deleteItems($0.indexPaths(0)) },
      values: { if case .deleteItems(let p) = $0 { [.indexPaths(p)] } else { nil } }),
    ViewCallDeclaration(
      name: "insert-items-at", slots: [.indexPaths("S.I")], summary: "insert items at index paths after the update",
      apple: "insertItems(at:)", example: "insert-items-at 0.0", build: { .insertItems($0.indexPaths(0)) },
      values: { if case .insertItems(let p) = $0 { [.indexPaths(p)] } else { nil } }),
    ViewCallDeclaration(
      name: "reload-items-at", slots: [.indexPaths("S.I")],
      summary: "reload items (new cells) at index paths before the update", apple: "reloadItems(at:)",
      example: "reload-items-at 0.2", build: { .reloadItems($0.indexPaths(0)) },
      values: { if case .reloadItems(let p) = $0 { [.indexPaths(p)] } else { nil } }),
    ViewCallDeclaration(
      name: "reconfigure-items-at", slots: [.indexPaths("S.I")],
      summary: "reconfigure the cells at index paths before the update", apple: "reconfigureItems(at:)",
      example: "reconfigure-items-at 0.2", build: { .reconfigureItems($0.indexPaths(0)) },
      values: { if case .reconfigureItems(let p) = $0 { [.indexPaths(p)] } else { nil } }),
    ViewCallDeclaration(
      name: "move-item-at", slots: [.indexPath("S.I"), .indexPath("S.I")],
      summary: "move an item: from an index path before the update to one after it", apple: "moveItem(at:to:)",
      example: "move-item-at 0.0 0.2", build: { .moveItem($0.indexPath(0), to: $0.indexPath(1)) },
      values: { if case .moveItem(let from, let to) = $0 { [.indexPaths([from]), .indexPaths([to])] } else { nil } }),
    ViewCallDeclaration(
      name: "delete-sections-at", slots: [.sectionIndexes("N")],
      summary: "delete sections at indexes before the update", apple: "deleteSections(_:)",
      example: "delete-sections-at 1", build: { .deleteSections($0.integers(0)) },
      values: { if case .deleteSections(let s) = $0 { [.integers(s)] } else { nil } }),
    ViewCallDeclaration(
      name: "insert-sections-at", slots: [.sectionIndexes("N")],
      summary: "insert sections at indexes after the update", apple: "insertSections(_:)",
      example: "insert-sections-at 0", build: { .insertSections($0.integers(0)) },
      values: { if case .insertSections(let s) = $0 { [.integers(s)] } else { nil } }),
    ViewCallDeclaration(
      name: "reload-sections-at", slots: [.sectionIndexes("N")],
      summary: "reload sections at indexes before the update", apple: "reloadSections(_:)",
      example: "reload-sections-at 0", build: { .reloadSections($0.integers(0)) },
      values: { if case .reloadSections(let s) = $0 { [.integers(s)] } else { nil } }),
    ViewCallDeclaration(
      name: "move-section-at", slots: [.integer("N", minimum: 0), .integer("N", minimum: 0)],
      summary: "move a section: from an index before the update to one after it",
      apple: "moveSection(_:toSection:)", example: "move-section-at 0 1",
      build: { .moveSection($0.integer(0), to: $0.integer(1)) },
      values: { if case .moveSection(let from, let to) = $0 { [.integer(from), .integer(to)] } else { nil } }),
  ]

  /// The view calls' commands: each call in a collection view's words, then the item calls in a table's. A section
  /// call has one name for both views: its command names the call whichever view it was written for.
  private static let viewCallSpecs: [CommandSpec] =
    viewCalls.map { viewCallSpec($0, words: .collection) }
    + viewCalls.filter(\.callsItems).map { viewCallSpec($0, words: .table) }

  /// The command of one view call, in the words of a view of the kind `words`.
  private static func viewCallSpec(_ call: ViewCallDeclaration, words: ViewKind) -> CommandSpec {
    let build = call.build
    let values = call.values
    let wordsDiffer = call.callsItems
    let rows = words == .table
    return CommandSpec(
      rows ? tableWords(call.name) : call.name, .updateLab, traits: [.needsClassicDataSource, .asksCellProvider],
      forms: [
        CommandForm(
          call.slots, summary: rows ? tableWords(call.summary) + " (table view)" : call.summary,
          apple: rows ? "tableView." + replacing("Item", with: "Row", in: call.apple) : "collectionView." + call.apple,
          example: rows ? tableWords(call.example) : call.example,
          build: { .lab(.viewCall(build($0), words: words)) },
          values: { command in
            guard case .lab(.viewCall(let viewCall, let written)) = command, !wordsDiffer || written == words else {
              return nil
            }
            return values(viewCall)
          })
      ])
  }

  /// A view call's name, summary or example in a table's words, with the article the noun takes: "move a row: …"
  /// for "move an item: …", `delete-rows-at` for `delete-items-at`.
  private static func tableWords(_ text: String) -> String {
    replacing("item", with: "row", in: replacing("an item", with: "a row", in: text))
  }

  /// `text` with every `target` replaced, byte by byte: the words are ASCII (`items` becomes `rows` too). String's
  /// own `replacing(_:with:)`, the string-processing module's generic search, is far slower for the few dozen
  /// replacements of the table's names, summaries and examples made before the first command of every `lks` process.
  /// - Complexity: O(text × target).
  private static func replacing(_ target: String, with replacement: String, in text: String) -> String {
    let text = Array(text.utf8)
    let target = Array(target.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      if text[index...].starts(with: target) {
        result += replacement.utf8
        index += target.count
      } else {
        result.append(text[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
