// Issue 22: the shell's table has UIKit's style (`view table --style plain|grouped|insetGrouped`), kept while the
// table lives (a `data-source` switch makes the new table with it) and shown in the apply's layout heading, the `view`
// event and JSON; a grouped table's section header scrolls away with its rows, a plain table's floats.
import Testing

@testable import LKShell

@MainActor
private func makeShell(format: Shell.Format = .text) -> (Shell, CapturedOutput) {
  let output = CapturedOutput()
  return (Shell(configuration: Shell.Configuration(format: format), output: output), output)
}

@MainActor
private func printed(_ shell: Shell, _ output: CapturedOutput, _ line: String) -> String {
  let start = output.combined.count
  _ = shell.execute(line: line)
  return String(output.combined.dropFirst(start))
}

@MainActor
@Suite struct TableStyleTests {
  @Test(arguments: ["plain", "grouped", "insetGrouped"])
  func theStyleIsKeptAndShown(style: String) {
    let (shell, output) = makeShell()
    let made = printed(shell, output, "view table --style \(style)")
    #expect(made.hasPrefix("view: a new, empty \(style) table view and a new diffable data source"), "\(made)")
    let applied = printed(shell, output, "append-sections m; append-items a; apply")
    #expect(applied.contains("  layout of the \(style) table (index path, item, the text its cell shows):\n"))
    // A new data source of the other kind makes its table with the same style.
    let classic = printed(shell, output, "data-source classic; reload-data")
    #expect(classic.contains("  layout of the \(style) table (index path"), "\(classic)")
  }

  @Test func viewTableAloneIsPlainAsUIKitsInitFrame() {
    let (shell, output) = makeShell()
    _ = shell.execute(line: "view table --style grouped; view table; append-sections m; append-items a")
    #expect(printed(shell, output, "apply").contains("  layout of the plain table (index path"))
  }

  @Test func aCollectionViewHasNoStyle() {
    let (shell, output) = makeShell()
    _ = shell.execute(line: "append-sections m; append-items a; apply")
    #expect(shell.execute(line: "view collection --style grouped") == .failed)
    #expect(
      output.standardError.contains(
        "--style grouped is a table's style (UITableView(frame:style:)); a collection view has none"),
      "\(output.standardError)")
    #expect(output.standardOutput.contains("  layout (index path, item, the text its cell shows):\n"))
    #expect(shell.execute(line: "view table --style wavy") == .failed)
  }

  @Test func jsonCarriesIt() {
    let (shell, output) = makeShell(format: .json)
    _ = shell.execute(line: "view table --style insetGrouped; append-sections m; append-items a; apply")
    let lines = output.standardOutput.split(separator: "\n")
    #expect(
      lines.first?.contains(#""event":"view","view":"table","dataSource":"diffable","style":"insetGrouped""#) == true)
    #expect(lines.last?.contains(#""view":"table","rowAnimation":"automatic","tableStyle":"insetGrouped""#) == true)
  }

  /// Sections A (rows a b) and B (rows c d e f) with header titles, three rows on screen, scrolled to the end of B (its first row is above the viewport).
  static let scrolled =
    "append-sections A B; append-items a b to A; append-items c d e f to B; set-header A Alpha; set-header B Beta; "
    + "set viewport 3; apply; scroll-to f"

  @Test func aGroupedTablesHeaderScrollsAwayWithItsRows() {
    let (shell, output) = makeShell()
    _ = shell.execute(line: "view table --style grouped")
    _ = shell.execute(line: Self.scrolled)
    let shown = printed(shell, output, "show")
    #expect(
      shown.contains("    (header \"Beta\" scrolled away with the rows above: a grouped table's headers do not float)"),
      "\(shown)")
    #expect(!shown.contains("    header \"Beta\"\n"))
  }

  @Test func aPlainTablesHeaderFloats() {
    let (shell, output) = makeShell()
    _ = shell.execute(line: "view table")
    _ = shell.execute(line: Self.scrolled)
    let shown = printed(shell, output, "show")
    #expect(shown.contains("    header \"Beta\"\n"), "\(shown)")
  }
}
