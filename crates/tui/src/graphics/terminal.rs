//! The image protocols, through `ratatui-image`: asking the terminal which one it speaks, and
//! showing a [`PictureSpot`]'s picture, encoded again only when the picture changes.

use super::{Detected, Evidence, ImageProtocol, PictureSpot};
use ratatui::Frame;
use ratatui::layout::Size;
use ratatui_image::picker::{Capability, Picker, ProtocolType};
use ratatui_image::protocol::Protocol;
use ratatui_image::{Image, Resize};

/// The terminal's protocol and the picture last shown with it.
pub struct Shown {
    picker: Picker,
    /// The picture last encoded and its encoding.
    current: Option<(PictureSpot, Protocol)>,
}

impl Shown {
    /// Asks the terminal what it shows (escape sequences written and answers read, up to two
    /// seconds when it does not answer). Call after the screen is set up and before anything
    /// else reads input. `None` when the query failed outright.
    pub fn query() -> Option<Shown> {
        Picker::from_query_stdio().ok().map(|picker| Shown { picker, current: None })
    }

    /// What was found.
    pub fn detected(&self) -> Detected {
        let answered = |c: Capability| {
            if self.picker.capabilities().contains(&c) { Evidence::Answered } else { Evidence::Guessed }
        };
        let protocol = match self.picker.protocol_type() {
            ProtocolType::Halfblocks => None,
            ProtocolType::Kitty => Some((ImageProtocol::Kitty, answered(Capability::Kitty))),
            ProtocolType::Sixel => Some((ImageProtocol::Sixel, answered(Capability::Sixel))),
            // iTerm2 has no query: it is named by the environment, or guessed through tmux.
            ProtocolType::Iterm2 => Some((
                ImageProtocol::Iterm2,
                if self.picker.tmux_detected() { Evidence::Guessed } else { Evidence::Named },
            )),
        };
        let font = self.picker.font_size();
        Detected { protocol, cell: (font.width, font.height) }
    }

    /// Draws `spot`'s picture into `frame`, rasterising and encoding it only when it differs
    /// from the last one. False when it could not be drawn (the caller turns graphics off).
    pub fn draw(&mut self, frame: &mut Frame, spot: &PictureSpot) -> bool {
        if self.current.as_ref().is_none_or(|(shown, _)| shown != spot) {
            self.current = self.encode(spot).map(|p| (spot.clone(), p));
        }
        let Some((_, protocol)) = &self.current else { return false };
        frame.render_widget(Image::new(protocol), spot.area);
        true
    }

    /// Forgets the picture shown, so that the next one is encoded afresh.
    pub fn forget(&mut self) {
        self.current = None;
    }

    fn encode(&self, spot: &PictureSpot) -> Option<Protocol> {
        let pixmap = tactigon_picture::raster::rasterise(&spot.drawing()).ok()?;
        let (w, h) = (pixmap.width(), pixmap.height());
        // Opaque pixels, so premultiplied and straight alpha are the same bytes.
        let rgba = image::RgbaImage::from_raw(w, h, pixmap.take())?;
        let size = Size::new(spot.area.width, spot.area.height);
        self.picker.new_protocol(image::DynamicImage::ImageRgba8(rgba), size, Resize::Fit(None)).ok()
    }
}
