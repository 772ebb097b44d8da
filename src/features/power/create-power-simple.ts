// Endpoint module: POST /api/users/create-power-simple. Multipart with every field
// of both phases and the two ID images; the power token travels in the `auth-user` header.
import { usersApi, type ApiClient, type RequestOptions } from '@/lib/http/index.ts';
import { ID_IMAGE_FIELDS, type DriverVehicle, type IdImageSide, type Owner } from '@/lib/contract/power.ts';

export const CREATE_POWER_SIMPLE_PATH = '/api/users/create-power-simple';

export interface CreatePowerSimpleRequest {
  readonly token: string;
  readonly driverVehicle: DriverVehicle;
  readonly owner: Owner;
  readonly images: Readonly<Record<IdImageSide, File>>;
}

export interface CreatePowerSimpleResponse {
  readonly message: string;
}

export function powerFormData({ driverVehicle, owner, images }: CreatePowerSimpleRequest): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...driverVehicle, ...owner })) body.append(name, value);
  for (const side of ['front', 'back'] as const) body.append(ID_IMAGE_FIELDS[side], images[side]);
  return body;
}

export function createPowerSimple(
  request: CreatePowerSimpleRequest,
  client: ApiClient = usersApi,
  io: Pick<RequestOptions, 'signal' | 'onUploadProgress'> = {},
): Promise<CreatePowerSimpleResponse> {
  return client.post<CreatePowerSimpleResponse>(CREATE_POWER_SIMPLE_PATH, powerFormData(request), {
    headers: { 'auth-user': request.token },
    ...io,
  });
}
