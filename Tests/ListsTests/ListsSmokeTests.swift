import Testing
@testable import Lists

@Test func ListsModuleLoads() {
  #expect(Bool(true))
}
