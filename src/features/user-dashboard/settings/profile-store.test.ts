// The profile page's store: deleting an experience needs a nonzero id; every change
// reloads the list, which stays on screen while it refreshes.
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Experience } from './experience-api.ts';
import { SAVED_EXPERIENCE } from './experience-fixtures.ts';
import { experienceInput } from './experience-form.ts';

const api = vi.hoisted(() => ({
  listExperience: vi.fn<() => Promise<Experience[]>>(),
  addExperience: vi.fn<() => Promise<string>>(),
  updateExperience: vi.fn<() => Promise<string>>(),
  deleteExperience: vi.fn<() => Promise<string>>(),
  getExperienceForUpdate: vi.fn(),
}));
vi.mock('./experience-api.ts', () => api);

const { $experiences, createExperience, loadExperiences, removeExperience } = await import('./profile-store.ts');

const entry = SAVED_EXPERIENCE;

const payload = experienceInput(entry);

afterEach(() => {
  cleanStores($experiences);
  $experiences.set({ status: 'idle' });
});

describe('profile store', () => {
  it('never deletes an experience with id 0', async () => {
    expect(await removeExperience(0)).toBeNull();
    expect(api.deleteExperience).not.toHaveBeenCalled();
  });

  it("deletes an own entry, resolves the server's message and reloads the list", async () => {
    api.listExperience.mockResolvedValue([]);
    api.deleteExperience.mockResolvedValue('Experiencia eliminada correctamente');
    expect(await removeExperience(7)).toBe('Experiencia eliminada correctamente');
    expect(api.deleteExperience).toHaveBeenCalledWith(7);
    expect($experiences.get()).toEqual({ status: 'ready', data: [] });
  });

  it('adds an entry and shows the reloaded list', async () => {
    api.addExperience.mockResolvedValue('Experiencia agregada correctamente');
    api.listExperience.mockResolvedValue([entry]);
    expect(await createExperience(payload)).toBe('Experiencia agregada correctamente');
    expect($experiences.get()).toEqual({ status: 'ready', data: [entry] });
  });

  it('keeps the list on screen when a refresh fails', async () => {
    api.listExperience.mockResolvedValueOnce([entry]);
    await loadExperiences();
    api.listExperience.mockRejectedValueOnce(new Error('offline'));
    await loadExperiences();
    expect($experiences.get()).toEqual({ status: 'ready', data: [entry] });
  });
});
