import RosterModel

extension InMemoryRosterStore {
    /// Carries out `step` when it acts on the data rather than on a front: `fail reads`,
    /// `fail writes`, `fix store`, `hold imports`, `disconnect store`, `reconnect store` and a
    /// write by another program (`elsewhere set`). The one meaning of these steps on every
    /// front's driver. Returns false, doing nothing, for any other step.
    @MainActor @discardableResult
    public func perform(_ step: ScenarioStep) async throws -> Bool {
        switch step {
        case .failReads(let reason): failReads(reason)
        case .failWrites(let reason): failWrites(reason)
        case .fixStore:
            failReads(nil)
            failWrites(nil)
        case .holdImports: holdImports()
        case .disconnectStore: disconnect(retryingIn: ScenarioEnvironment.retryAfterDisconnect)
        case .reconnectStore: reconnect()
        case .elsewhereSet(let name, let field, let value):
            try await ElsewhereWrite.perform(on: self, name: name, field: field, value: value)
        default: return false
        }
        return true
    }
}
