// ListKitDiffUI: ListDiffUI's vocabulary (view models, cell controllers, sections and `ListDiffDataSource`) on Lists'
// cell-controller machinery and ListKit's headless collection view, so code written for ListDiffUI ports by changing
// its import and its UIKit controls. `import ListKitDiffUI` brings Lists and ListKit (and its UIKit names) along;
// no name here is also a name of theirs or of the standard library.
@_exported import Lists
