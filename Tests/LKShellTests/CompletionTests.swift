// Completion candidates derived from the command table's grammar.
import Testing

@testable import LKShell

@Suite struct CompletionTests {
  let context = CompletionContext(
    sectionIdentifiers: ["main", "more"], itemIdentifiers: ["a", "b", "Banner:1"],
    knownTypeNames: ["Banner", "Product", "Text"],
    listFiles: { prefix in ["tour.lks", "tests/"].filter { $0.hasPrefix(prefix) } })

  func complete(_ line: String, _ context: CompletionContext? = nil) -> [String] {
    let word = line.last == " " ? "" : String(line.split(separator: " ").last ?? "")
    return Completion.completionCandidates(lineUpToCursor: line, word: word, context: context ?? self.context)
  }

  @Test func commandNames() {
    #expect(complete("app") == ["append-items", "append-sections", "apply", "apply-reload-data"])
    #expect(complete("re") == ["reconfigure-items", "redo", "reload-items", "reload-sections", "revert"])
    #expect(complete("").contains("quit") && !complete("").contains("end"))
    var inside = context
    inside.isInSectionSnapshot = true
    #expect(complete("e", inside) == ["echo", "end", "exit", "expand", "expect"])
    #expect(!complete("", inside).contains("section-snapshot"))
  }

  @Test func itemsKeywordsAndSections() {
    #expect(complete("append-items ") == ["Banner:", "Banner:1", "Product:", "Text:", "a", "b"])
    #expect(complete("append-items B") == ["Banner:", "Banner:1"])
    #expect(complete("append-items Banner:") == ["Banner:1"])
    #expect(complete("append-items a ") == ["Banner:", "Banner:1", "Product:", "Text:", "a", "b", "to"])
    #expect(complete("append-items a t") == ["to"])
    #expect(complete("append-items a to ") == ["main", "more"])
    #expect(complete("append-items a to main ") == [])
    #expect(complete("insert-items a ").contains("before"))
    #expect(complete("move-item a ") == ["after", "before"])
    #expect(complete("move-item a after ") == ["Banner:", "Banner:1", "Product:", "Text:", "a", "b"])
    #expect(complete("insert-sections x ") == ["after", "before", "main", "more"])
    #expect(complete("move-section main b") == ["before"])
    #expect(complete("append-s m") == ["main", "more"])
  }

  @Test func flagsSubjectsSettingsAndAssertions() {
    #expect(complete("apply ") == ["--no-animation"])
    #expect(complete("section-snapshot main ") == ["--current"])
    #expect(complete("show ") == ["cells", "diff", "layout", "snapshot", "tree"])
    #expect(complete("show tree ") == ["main", "more"])
    #expect(complete("set ") == ["animate", "auto-reconfigure", "color", "format", "timing", "viewport"])
    #expect(complete("set color ") == ["auto", "off", "on"])
    #expect(complete("set viewport ") == [])
    #expect(complete("expect ") == ["cell", "count", "diff", "error", "layout", "sections", "warning"])
    #expect(complete("expect layout ") == ["main:", "more:"])
    #expect(complete("expect layout main: ") == ["Banner:", "Banner:1", "Product:", "Text:", "a", "b"])
    #expect(complete("expect count ") == ["items", "sections"])
    #expect(complete("expect diff inserted=1 s").first == "sections-deleted=")
    #expect(complete("help app") == ["append", "append-items", "append-sections", "apply", "apply-reload-data"])
    #expect(complete("scroll-to ").contains("Banner:1"))
  }

  @Test func filesAfterRun() {
    #expect(complete("run ") == ["tests/", "tour.lks"])
    #expect(complete("run to") == ["tour.lks"])
    #expect(complete("run tour.lks ") == [])
  }

  @Test func nothingForUnknownOrBrokenLines() {
    #expect(complete("nosuch ") == [])
    #expect(complete("app ") == [])
    #expect(complete("echo 'open ") == [])
    #expect(complete("move-item a b ") == [])
  }
}
