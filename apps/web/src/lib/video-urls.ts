/** The authenticated API addresses of one video. */
export const videoUrls = (id: number) => ({
  stream: `/api/v1/videos/${id}/stream`,
  download: `/api/v1/videos/${id}/download`,
  thumbnail: `/api/v1/videos/${id}/thumbnail`,
});
