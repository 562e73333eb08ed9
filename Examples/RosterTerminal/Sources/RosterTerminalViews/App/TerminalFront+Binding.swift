import RosterViewModels

/// Every place a frame draws view-model state reads it through `bound(_:_:)` under a name from
/// RosterViewModels' `FrontBinding`, the list every front shares, for a mutation run that breaks
/// one at a time (`roster-tui-scenario --break-binding NAME`) and expects some scenario to catch it.
extension TerminalFront {
    /// `value`, read from the view models for this frame; while `binding` is the one broken
    /// (`brokenBinding`, a mutation run's), the value its first frame read, for ever after.
    func bound<Value>(_ binding: FrontBinding, _ value: @autoclosure () -> Value) -> Value {
        guard Self.brokenBinding == binding else { return value() }
        if let kept = frozenValues[binding] as? Value { return kept }
        let first = value()
        frozenValues[binding] = first
        return first
    }
}
