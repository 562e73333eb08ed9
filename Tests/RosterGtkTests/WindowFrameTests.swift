import CGtk
import GtkKit
import RosterGtk
import XCTest

/// The frame of a window on a display without a compositor (`.solid-csd`, as under Xvfb, VNC or
/// a plain X server): drawn with a border and outlines, not with libadwaita's inset box-shadows,
/// each of which is a shader over the whole window (~15 ms of CPU a frame under software rendering).
final class WindowFrameTests: XCTestCase {
    func testTheUncompositedWindowIsFramedByBordersNotByShadowsOverTheWholeWindow() throws {
        try MainActor.assumeIsolated {
            let harness = try WindowHarness(store: TestPeopleStore(people: TestPeopleStore.samplePeople()))
            defer { harness.close() }
            harness.waitUntil("the list shows") { harness.window.listPage == "list" }
            let window = harness.window.window.widget
            guard gtk_widget_has_css_class(window, "solid-csd") != 0 else {
                throw MissingComponent(
                    "a display without a compositor: GTK frames the window itself (.solid-csd) only there, as under Xvfb")
            }
            // The widget paintable draws what the window last painted: wait for a paint.
            var painted = false
            FrameTiming.afterNextFrame(of: harness.window.window) { _ in painted = true }
            harness.waitUntil("the window paints") { painted }
            // The content box: the window's size within its own border.
            let width = Float(gtk_widget_get_width(window))
            let height = Float(gtk_widget_get_height(window))
            XCTAssertGreaterThan(width, 0)

            let nodes = try Self.renderNodes(of: window, width: width, height: height)
            let wholeWindow = nodes.filter { $0.bounds.size.width >= width - 1 && $0.bounds.size.height >= height - 1 }
            XCTAssertEqual(
                wholeWindow.filter { $0.type == GSK_INSET_SHADOW_NODE }.count, 0,
                "an inset shadow is drawn over the whole window")
            XCTAssertEqual(
                wholeWindow.filter { $0.type == GSK_BORDER_NODE }.count, 3,
                "the frame is the window's border, the outline over its outer line and the content's outline")
        }
    }

    /// Every node of what `widget` draws, with its type and bounds.
    @MainActor
    private static func renderNodes(of widget: UnsafeMutablePointer<GtkWidget>, width: Float, height: Float) throws
        -> [(type: GskRenderNodeType, bounds: graphene_rect_t)]
    {
        let paintable = gtk_widget_paintable_new(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let root = gtk_snapshot_free_to_node(snapshot) else { throw MissingComponent("the window drew nothing") }
        defer { gsk_render_node_unref(root) }
        var found: [(type: GskRenderNodeType, bounds: graphene_rect_t)] = []
        var pending = [root]
        while let node = pending.popLast() {
            var bounds = graphene_rect_t()
            gsk_render_node_get_bounds(node, &bounds)
            let type = gsk_render_node_get_node_type(node)
            found.append((type, bounds))
            switch type {
            case GSK_CONTAINER_NODE:
                for index in 0..<gsk_container_node_get_n_children(node) {
                    pending.append(gsk_container_node_get_child(node, index))
                }
            case GSK_TRANSFORM_NODE: pending.append(gsk_transform_node_get_child(node))
            case GSK_CLIP_NODE: pending.append(gsk_clip_node_get_child(node))
            case GSK_ROUNDED_CLIP_NODE: pending.append(gsk_rounded_clip_node_get_child(node))
            case GSK_OPACITY_NODE: pending.append(gsk_opacity_node_get_child(node))
            case GSK_COLOR_MATRIX_NODE: pending.append(gsk_color_matrix_node_get_child(node))
            case GSK_DEBUG_NODE: pending.append(gsk_debug_node_get_child(node))
            default: break
            }
        }
        return found
    }
}
