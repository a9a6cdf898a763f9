// Completion candidates derived from the command table's grammar.
import Testing

@testable import LKShell

@Suite struct CompletionTests {
  let context = CompletionContext(
    sectionIdentifiers: ["main", "more"],
    items: [ItemReference(id: "a"), ItemReference(id: "b"), ItemReference(typeName: "Banner", id: "1")],
    knownTypeNames: ["Banner", "Product", "Text"],
    listFiles: { prefix in ["tour.lks", "tests/"].filter { $0.hasPrefix(prefix) } })

  func complete(_ line: String, _ context: CompletionContext? = nil) -> [String] {
    Completion.completionCandidates(lineUpToCursor: line, context: context ?? self.context)
  }

  @Test func commandNames() {
    #expect(complete("app") == ["append-items", "append-sections", "apply", "apply-reload-data"])
    #expect(
      complete("re") == [
        "reconfigure-items", "reconfigure-items-at", "reconfigure-rows-at", "redo", "reload-data", "reload-items",
        "reload-items-at", "reload-rows-at", "reload-sections", "reload-sections-at", "revert",
      ])
    #expect(complete("").contains("quit") && !complete("").contains("end"))
    var inside = context
    inside.isInSectionSnapshot = true
    #expect(complete("e", inside) == ["echo", "end", "exit", "expand", "expect", "explain", "export"])
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
    #expect(complete("show ") == ["cells", "diff", "layout", "settings", "snapshot", "tree"])
    #expect(complete("show tree ") == ["main", "more"])
    #expect(
      complete("set ") == [
        "animate", "auto-reconfigure", "can-edit", "can-move", "color", "format", "recover", "reload-threshold",
        "row-animation", "timing", "viewport",
      ])
    #expect(complete("set reload-threshold ") == ["off"])
    #expect(
      complete("set row-animation ") == ["automatic", "bottom", "fade", "left", "middle", "none", "right", "top"])
    #expect(complete("view ") == ["collection", "table"])
    #expect(complete("swi") == ["swipe", "swipe-delete"])
    #expect(complete("drag a ") == ["after", "before", "into"])
    #expect(complete("set color ") == ["auto", "off", "on"])
    #expect(complete("set viewport ") == [])
    #expect(complete("expect ") == ["cell", "checkbox", "count", "diff", "error", "layout", "sections", "warning"])
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
    #expect(complete("append-items a # b") == [])
  }

  // Issue 8 #5: `delete-items wi<Tab>` inserted `with space ` unquoted, which then deleted nothing.
  @Test func identifiersComeBackAsTheyMustBeTyped() {
    let context = CompletionContext(
      sectionIdentifiers: ["my section", "main"],
      items: [
        ItemReference(id: "with space"), ItemReference(id: "Banner:1"), ItemReference(typeName: "Banner", id: "1"),
        ItemReference(typeName: "Banner", id: "big one"), ItemReference(id: "say \"hi\""),
        ItemReference(id: "esc\u{1B}[2J"),
      ], knownTypeNames: ["Banner", "Text"])
    #expect(complete("delete-items wi", context) == [#""with space""#])
    #expect(complete("delete-items Banner:", context) == [#""Banner:1""#, #"Banner:"big one""#, "Banner:1"])
    #expect(complete("delete-items es", context) == [#"$'esc\x1b[2J'"#])
    #expect(complete("append-items x to my", context) == [#""my section""#])
    #expect(complete("expect layout m", context) == [#""my section":"#, "main:"])
    // Inside a quote the user opened: the rest of the identifier, escaped for that quote (readline closes it).
    #expect(complete(#"delete-items "wi"#, context) == ["with space"])
    #expect(complete("delete-items 'wi", context) == ["with space"])
    #expect(complete(#"delete-items Banner:"b"#, context) == ["big one"])
    #expect(complete(#"delete-items "say"#, context) == [#"say \"hi\""#])
    #expect(complete(#"delete-items "es"#, context) == [])
    // Only the command after the last `;` counts.
    #expect(complete("append-sections x; delete-items wi", context) == [#""with space""#])
    #expect(
      complete("append-sections x; del", context) == [
        "delete-all-items", "delete-items", "delete-items-at", "delete-rows-at", "delete-sections",
        "delete-sections-at",
      ])
  }
}
