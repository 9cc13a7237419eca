//! The image protocols, through `ratatui-image`: asking the terminal which one it speaks, and
//! showing a [`PictureSpot`]'s picture. A picture is rasterised and encoded on a thread of its
//! own, only when it changes; meanwhile the last one stays up.

use super::{Detected, Evidence, ImageProtocol, PictureSpot};
use ratatui::Frame;
use ratatui::layout::Size;
use ratatui_image::picker::{Capability, Picker, ProtocolType};
use ratatui_image::protocol::Protocol;
use ratatui_image::{Image, Resize};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// What became of a picture asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawn {
    /// It is on the screen.
    Shown,
    /// It is being encoded: draw again soon.
    Pending,
    /// It cannot be encoded.
    Failed,
}

/// The terminal's protocol, the picture on screen and the one being encoded.
pub struct Shown {
    picker: Picker,
    /// The picture last encoded and its encoding.
    current: Option<(PictureSpot, Protocol)>,
    /// The picture being encoded, and where its encoding will come.
    pending: Option<(PictureSpot, Receiver<Option<Protocol>>)>,
}

impl Shown {
    /// Asks the terminal what it shows (escape sequences written and answers read, up to two
    /// seconds when it does not answer). Call after the screen is set up and before anything
    /// else reads input. `None` when the query failed outright.
    pub fn query() -> Option<Shown> {
        Picker::from_query_stdio().ok().map(|picker| Shown { picker, current: None, pending: None })
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

    /// Draws `spot`'s picture into `frame` when it is encoded; until then the last picture,
    /// if it covers the same cells. One picture is encoded at a time: one asked for while
    /// another is under way (keys held down) waits for it, and only the latest is then made.
    pub fn draw(&mut self, frame: &mut Frame, spot: &PictureSpot) -> Drawn {
        let finished = self.pending.as_ref().map(|(_, rx)| rx.try_recv());
        match finished {
            Some(Ok(Some(protocol))) => self.current = self.pending.take().map(|(asked, _)| (asked, protocol)),
            Some(Ok(None) | Err(TryRecvError::Disconnected)) => {
                self.pending = None;
                return Drawn::Failed;
            }
            Some(Err(TryRecvError::Empty)) | None => {}
        }
        if self.current.as_ref().is_some_and(|(shown, _)| shown == spot) {
            return self.show(frame);
        }
        if self.pending.is_none() {
            self.pending = Some((spot.clone(), self.encode(spot)));
        }
        if self.current.as_ref().is_some_and(|(shown, _)| shown.area == spot.area) {
            self.show(frame);
        }
        Drawn::Pending
    }

    fn show(&self, frame: &mut Frame) -> Drawn {
        let Some((spot, protocol)) = &self.current else { return Drawn::Failed };
        frame.render_widget(Image::new(protocol), spot.area);
        Drawn::Shown
    }

    /// Rasterises and encodes `spot`'s picture on a thread of its own.
    fn encode(&self, spot: &PictureSpot) -> Receiver<Option<Protocol>> {
        let (tx, rx) = mpsc::channel();
        let (picker, drawing) = (self.picker.clone(), spot.drawing());
        let size = Size::new(spot.area.width, spot.area.height);
        std::thread::spawn(move || {
            let encoded = tactigon_picture::raster::rasterise(&drawing).ok().and_then(|pixmap| {
                let (w, h) = (pixmap.width(), pixmap.height());
                // Opaque pixels, so premultiplied and straight alpha are the same bytes.
                let rgba = image::RgbaImage::from_raw(w, h, pixmap.take())?;
                picker.new_protocol(image::DynamicImage::ImageRgba8(rgba), size, Resize::Fit(None)).ok()
            });
            // The receiver is gone only when the game is ending: nothing to do.
            let _ = tx.send(encoded);
        });
        rx
    }
}
