// Lists: the view-model layer over ListKit (CellViewModel, AnyItem, builders, list configurations).
@_exported import ListKit
